export const rename = (s: string) => s;
