import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { BLOOD_GROUPS, type BloodGroup } from '../../../common/constants.ts';
import { BLOOD_GROUP_COLOURS, bloodGroupLabel, type ChartDatum } from './analytics-api.ts';
import { DonationsRadar } from './DonationsRadar.tsx';
import { DonorsDonut } from './DonorsDonut.tsx';

const data = (counts: number[]): ChartDatum[] =>
  BLOOD_GROUPS.map((bloodGroup, i) => ({
    bloodGroup,
    label: bloodGroupLabel(bloodGroup),
    count: counts[i]!,
  }));

afterEach(cleanup);

describe('the analytics charts', () => {
  it('draw on the server exactly as in the browser (no measuring, nothing left for later)', () => {
    const counts = data([3, 1, 2, 0, 5, 0, 1, 1]);
    for (const chart of [
      <DonorsDonut data={counts} />,
      <DonationsRadar data={counts} name="Donations" />,
    ]) {
      const drawn = renderToString(chart);
      expect(drawn).toContain('<svg');
      const { container } = render(chart);
      expect(container.innerHTML).toBe(drawn);
    }
  });

  it('give the donut a slice per group with donors, in its colour, and none for an empty group', () => {
    const { container } = render(<DonorsDonut data={data([3, 1, 2, 0, 5, 0, 1, 1])} />);
    const slices = [...container.querySelectorAll('.donut-slice path')];
    expect(slices.map((s) => s.getAttribute('fill'))).toEqual(
      ['aPositive', 'aNegative', 'bPositive', 'oPositive', 'abPositive', 'abNegative'].map(
        (g) => BLOOD_GROUP_COLOURS[g as BloodGroup],
      ),
    );
    expect(slices[0]!.querySelector('title')?.textContent).toMatch(/^A\+: \S+$/);
    expect(container.querySelectorAll('.donut-slice path[d=""]')).toHaveLength(0);
  });

  it('ring the radar at whole donations only, and label every spoke', () => {
    const { container } = render(
      <DonationsRadar data={data([1, 0, 2, 0, 0, 0, 0, 0])} name="Donations" />,
    );
    const scale = [...container.querySelectorAll('.chart-scale')].map((t) => t.textContent);
    expect(scale.length).toBeGreaterThan(0);
    // Bengali digits in Bengali, so compare through the digits themselves: no decimal point.
    for (const tick of scale) expect(tick).not.toMatch(/[.,]/);
    expect([...container.querySelectorAll('.chart-label')].map((t) => t.textContent)).toEqual(
      BLOOD_GROUPS.map(bloodGroupLabel),
    );
    expect(container.querySelector('.radar-shape')?.getAttribute('d')).toMatch(/^M.*Z$/);
  });
});
