import { formatCm, parseDimensions } from './dimensions';

describe('parseDimensions', () => {
  it('reads width x depth x height in centimetres', () => {
    expect(parseDimensions('220 x 90 x 85 cm')).toEqual({ width: 220, depth: 90, height: 85 });
    expect(parseDimensions('160x200x125cm')).toEqual({ width: 160, depth: 200, height: 125 });
    expect(parseDimensions('220 × 90 × 85')).toEqual({ width: 220, depth: 90, height: 85 });
  });

  it('converts metres and millimetres', () => {
    expect(parseDimensions('1.2 x 0.6 x 0.75 m')).toEqual({ width: 120, depth: 60, height: 75 });
    expect(parseDimensions('450 x 300 x 905 mm')).toEqual({ width: 45, depth: 30, height: 90.5 });
  });

  it('is null for anything but three sizes', () => {
    expect(parseDimensions('')).toBeNull();
    expect(parseDimensions(null)).toBeNull();
    expect(parseDimensions('220 x 90 cm')).toBeNull();
    expect(parseDimensions('Queen size')).toBeNull();
    expect(parseDimensions('0 x 90 x 85 cm')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatCm(220)).toBe('220 cm');
    expect(formatCm(90.5)).toBe('90.5 cm');
  });
});
