/** Whether text holds a control character (U+0000–U+001F, U+007F): never part of a name or an id. */
export const hasControlCharacter = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 || code === 127;
  });
