/**
 * Pressing a form's submit button no longer moves focus out of the field being edited.
 *
 * Forms validate a field when it loses focus (react-hook-form `onTouched`). Pressing the mouse on "Save" blurred
 * the field, its error appeared above the button and pushed the button down before the mouse came up, so the
 * click landed beside it and the form was never submitted: only that one field was flagged. Keeping focus where it is lets the click submit, and the submit flags every field at once.
 */
export function keepFocusOnSubmitPress(root: Document | HTMLElement = document): () => void {
  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0 || !(e.target instanceof Element)) return;
    const button = e.target.closest('button[type="submit"], input[type="submit"]');
    if (button && (button as HTMLButtonElement).form) e.preventDefault();
  };
  root.addEventListener('mousedown', onMouseDown as EventListener, true);
  return () => root.removeEventListener('mousedown', onMouseDown as EventListener, true);
}
