import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox';
import { serviceTypes } from '../content/contact';

describe('nextActiveIndex', () => {
  it('moves with the arrows and stops at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 0, serviceTypes)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 5, serviceTypes)).toBe(5);
    expect(nextActiveIndex('ArrowUp', 0, serviceTypes)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 3, serviceTypes)).toBe(2);
  });

  it('jumps with Home and End', () => {
    expect(nextActiveIndex('Home', 4, serviceTypes)).toBe(0);
    expect(nextActiveIndex('End', 0, serviceTypes)).toBe(5);
  });

  it('finds options by typed text, cycling through repeated first letters', () => {
    expect(nextActiveIndex('l', 0, serviceTypes, 'l')).toBe(3); // Last-Mile Delivery
    expect(nextActiveIndex('l', 3, serviceTypes, 'l')).toBe(4); // Logistics Consulting
    expect(nextActiveIndex('l', 4, serviceTypes, 'l')).toBe(3); // wraps
    expect(nextActiveIndex('o', 0, serviceTypes, 'lo')).toBe(4);
    expect(nextActiveIndex('x', 0, serviceTypes, 'x')).toBeNull();
    expect(nextActiveIndex('Tab', 2, serviceTypes)).toBeNull();
  });
});
