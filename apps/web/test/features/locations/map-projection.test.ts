import { describe, expect, it } from 'vitest';
import { KZ_BOUNDS, KZ_CITIES, cityByName } from '@cabinet/contract';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  project,
  unproject,
} from '../../../src/features/locations/map/projection';
import { KAZAKHSTAN_RINGS } from '../../../src/features/locations/map/kazakhstan';

describe('the map of Kazakhstan', () => {
  it('draws every city and the whole border inside the picture', () => {
    const inside = ([x, y]: [number, number]) =>
      x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
    for (const city of KZ_CITIES) expect(inside(project(city.lat, city.lon)), city.code).toBe(true);
    for (const ring of KAZAKHSTAN_RINGS)
      for (let i = 0; i < ring.length; i += 2)
        expect(inside(project(ring[i + 1]!, ring[i]!))).toBe(true);
  });

  it('turns a point of the picture back into the same degrees', () => {
    const [x, y] = project(43.2405, 76.9286);
    const back = unproject(x, y);
    expect(back.lat).toBeCloseTo(43.2405, 6);
    expect(back.lon).toBeCloseTo(76.9286, 6);
  });

  it('has its cities within the bounds the server accepts, and finds them by any name', () => {
    for (const city of KZ_CITIES) {
      expect(city.lat).toBeGreaterThan(KZ_BOUNDS.minLat);
      expect(city.lon).toBeLessThan(KZ_BOUNDS.maxLon);
    }
    expect(cityByName('г. Алматы')?.code).toBe('almaty');
    expect(cityByName('Өскемен')?.code).toBe('oskemen');
    expect(cityByName('Oral')?.code).toBe('oral');
    expect(cityByName('Нур-Султан')).toBeUndefined();
  });
});
