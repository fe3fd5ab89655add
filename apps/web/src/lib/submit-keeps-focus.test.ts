import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { keepFocusOnSubmitPress } from './submit-keeps-focus';

describe('keepFocusOnSubmitPress', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it("keeps focus in the field when a form's submit button is pressed, not for other buttons", () => {
    document.body.innerHTML = `<form><input id="f"><button type="submit"><span id="label">Save</span></button><button type="button" id="other">Undo</button></form>`;
    stop = keepFocusOnSubmitPress();
    const pressSubmit = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('label')!.dispatchEvent(pressSubmit);
    expect(pressSubmit.defaultPrevented).toBe(true);
    const pressOther = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('other')!.dispatchEvent(pressOther);
    expect(pressOther.defaultPrevented).toBe(false);
  });

  it('leaves a submit button outside any form alone', () => {
    document.body.innerHTML = `<button type="submit" id="loose">Go</button>`;
    stop = keepFocusOnSubmitPress();
    expect(fireEvent.mouseDown(document.getElementById('loose')!)).toBe(true);
  });
});
