/**
 * A modal <dialog> keeps the page inert, but Tab past its last control leaves for the browser's own UI: this
 * wraps it around instead, so keyboard focus stays in the dialog until it closes.
 */
export function trapTabFocus(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, a[href], select')].filter(
      (control) => control.offsetParent !== null && getComputedStyle(control).visibility !== 'hidden',
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}
