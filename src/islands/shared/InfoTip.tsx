import { type ReactNode, useId } from 'react';
import './infoTip.css';

/** Props of {@link InfoTip}. */
export interface InfoTipProps {
  children: ReactNode;
  tip: string;
  className?: string;
}

/**
 * Text with a short explanation shown on hover and on keyboard focus (a tooltip the text is described by),
 * for what a visitor may want to know but need not read: a price's age, why a value is missing.
 */
export function InfoTip({ children, tip, className = '' }: InfoTipProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the explanation
    <span className={`info-tip ${className}`} tabIndex={0} aria-describedby={id}>
      <span className="info-tip-label">{children}</span>
      <span role="tooltip" id={id} className="info-tip-text">
        {tip}
      </span>
    </span>
  );
}
