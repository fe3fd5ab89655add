/** "1 unit", "2 units", "0 nuclei": a count with its noun in the number English needs. */
export const plural = (n: number | bigint, one: string, many = `${one}s`): string =>
  `${n} ${Number(n) === 1 ? one : many}`;
