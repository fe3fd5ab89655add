/** Colours the probe-set lists name ("HER2 orange, CEP17 green"), as screen colours for the signal dots. */
const SCREEN: Record<string, string> = {
  orange: '#ff9f43',
  red: '#ea5455',
  green: '#28c76f',
  aqua: '#00cfe8',
  gold: '#e0b400',
  yellow: '#f4d03f',
  blue: '#4b7bec',
  spectrumorange: '#ff9f43',
};

/** The screen colour of the probe named `label` in the probe set's colour text, or grey when it is not named. */
export function probeColor(probeColors: string | null, label: string): string {
  const part = (probeColors ?? '')
    .split(',')
    .map((p) => p.trim())
    .find((p) => p.toLowerCase().includes(label.toLowerCase()));
  const word = part?.split(/\s+/).pop()?.toLowerCase() ?? '';
  return SCREEN[word] ?? 'var(--mantine-color-gray-5)';
}
