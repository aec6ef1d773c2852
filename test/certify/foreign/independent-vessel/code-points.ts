// "Characters are Unicode code points, here and for the 2,000 and 4,000 cuts" (CONTRACT.md D6):
// every cut the vessel makes keeps whole code points, so it never leaves half a surrogate pair.
export const firstCodePoints = (text: string, n: number): string => Array.from(text).slice(0, n).join('');
