/**
 * A text control's handlers, on both of React's events: onChange misses an input event whose value
 * a script set through the control's `value` property (a password manager or an autofill script),
 * since React compares with the value it last saw set, which is that one; onInput hears every input event.
 */
export const typed = (handle: (value: string) => void) => {
  const listener = (event: { currentTarget: { value: string } }) => handle(event.currentTarget.value);
  return { onChange: listener, onInput: listener };
};
