import { render, screen, within } from '@testing-library/react';
import { busiestHour, Heatmap } from '../heatmap';

const grid = () => Array.from({ length: 7 }, () => new Array<number>(24).fill(0));

describe('the weekday × hour grid', () => {
  it('explains its colours with a legend up to the busiest cell', () => {
    const heatmap = grid();
    heatmap[4][20] = 12;
    heatmap[5][20] = 3;
    render(<Heatmap heatmap={heatmap} />);
    const legend = screen.getByRole('group', { name: 'Renk: ziyaret sayısı' });
    expect(within(legend).getByText('Ziyaret yok')).toBeInTheDocument();
    expect(within(legend).getByText('En yoğun: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Cuma 20:00–21:00: 12 ziyaret')).toBeInTheDocument();
  });

  it('knows the busiest hour of the week, where a phone opens it', () => {
    const heatmap = grid();
    expect(busiestHour(heatmap)).toBeNull();
    heatmap[0][9] = 2;
    heatmap[3][13] = 1;
    heatmap[4][13] = 4;
    expect(busiestHour(heatmap)).toBe(13);
  });
});
