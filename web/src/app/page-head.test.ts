import { describe, expect, it } from 'vitest';
import { ogImagePath, openingHours, scriptJson } from './page-head';

describe('page head helpers', () => {
  it('reads the store hours the Contact page shows as schema.org opening hours', () => {
    const hours = [
      ...Array.from({ length: 5 }, () => ({ closed: false, open: '09:00', close: '19:00' })),
      { closed: false, open: '10:00', close: '12:00' },
      { closed: false, open: '10:00', close: '12:00' },
    ];
    expect(openingHours(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
        opens: '10:00',
        closes: '12:00',
      },
    ]);
  });

  it('leaves closed days out of the opening hours', () => {
    const hours = Array.from({ length: 7 }, (_, i) => ({ closed: i !== 2, open: '08:00', close: '16:30' }));
    expect(openingHours(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Wednesday'],
        opens: '08:00',
        closes: '16:30',
      },
    ]);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = scriptJson({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('names the PNG made from a piece of artwork', () => {
    expect(ogImagePath('/images/products/sack-60kg.svg')).toBe('/og/products/sack-60kg.png');
    expect(ogImagePath('/images/hero/kayanza-dawn.svg')).toBe('/og/hero/kayanza-dawn.png');
  });
});
