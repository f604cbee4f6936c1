import type QRCode from 'qrcode';
import { qrModulesToPath } from '../../lib/format/qrModulesToPath.ts';
import './qrCode.css';
import './skeleton.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode; null draws a placeholder of the same size. */
  value: string | null;
  /** The `qrcode` module, loaded by the caller (it decides when the encoder downloads). */
  encoder: typeof QRCode | null;
  label: string;
}

/**
 * A QR code as one SVG path: dark modules on a white plate in both colour schemes (a code scans as dark on
 * light), square and full width before it is drawn, so nothing moves when it appears.
 */
export function QrCode({ value, encoder, label }: QrCodeProps) {
  const qr =
    value && encoder ? qrModulesToPath(encoder.create(value, { errorCorrectionLevel: 'M' }).modules) : null;
  return (
    <div className="qr-plate">
      {qr ? (
        <svg
          className="qr-code"
          viewBox={`0 0 ${qr.side} ${qr.side}`}
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
        >
          <rect width={qr.side} height={qr.side} fill="#ffffff" />
          <path d={qr.path} fill="#000000" />
        </svg>
      ) : (
        <span className="skeleton qr-skeleton" />
      )}
    </div>
  );
}
