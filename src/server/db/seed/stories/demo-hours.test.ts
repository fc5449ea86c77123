import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '../../../../shared/newsroom/hours';
import { DEMO_HOURS } from './demo-hours';
import { rochester } from './rochester';
import { charlotte } from './charlotte';
import { atlanta } from './atlanta';
import { nyc } from './nyc';
import { buffalo } from './buffalo';

describe('demo opening hours', () => {
  it('give every demo business a week the hours editor accepts, with at least one open day', () => {
    for (const city of [rochester, charlotte, atlanta, nyc, buffalo]) {
      for (const business of city.businesses) {
        const hours = openingHoursSchema.parse(DEMO_HOURS[business.category]);
        expect(
          Object.values(hours).some((day) => !day.closed),
          business.name,
        ).toBe(true);
      }
    }
  });
});
