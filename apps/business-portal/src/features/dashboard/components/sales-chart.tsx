import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';
import type { DailySales } from '../../../api/get-business-stats.js';
import { formatCount, formatDollars } from '../figures.js';
import { formatDay } from '../sales-series.js';

const CHART_HEIGHT = 100;
const BAR_GAP = 0.2;

const Figure = styled(Stack).attrs({ as: 'figure', $gap: 3 })`
  margin: 0;
`;

const Caption = styled(Cluster).attrs({ as: 'figcaption', $gap: 2, $align: 'stretch' })`
  justify-content: space-between;
  & strong { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  & span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: 180px auto;
  column-gap: ${space(2)};
  row-gap: ${space(1)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const YAxis = styled(Stack).attrs({ $gap: 0 })`
  justify-content: space-between;
  text-align: right;
  /* Half a line up and down, so the labels sit on the top and bottom lines. */
  margin: -0.5em 0;
`;

const Area = styled.div`
  position: relative;
  border-bottom: 1px solid ${({ theme }) => theme.colors.textMuted};
  background-image: linear-gradient(${({ theme }) => theme.colors.border} 1px, transparent 1px);
  background-size: 100% 50%;
  & svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
  & rect { fill: ${({ theme }) => theme.colors.brand}; }
  & rect[data-empty='true'] { fill: ${({ theme }) => theme.colors.border}; }
`;

const XAxis = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: space-between;
`;

const DataTable = styled.details`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & summary { cursor: pointer; font-weight: ${({ theme }) => theme.font.weights.semibold}; color: ${({ theme }) => theme.colors.brand}; width: fit-content; }
  & .scroll { overflow-x: auto; margin-top: ${space(3)}; }
  & table { width: 100%; border-collapse: collapse; }
  & th, & td { padding: ${space(2)} ${space(3)}; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  & th:first-child, & td:first-child { text-align: left; }
  & thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
`;

/** A round top for the axis: the smallest of 1, 2, 5 × 10^n at or above the highest bar. */
function niceMax(value: number): number {
  if (value <= 0) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Revenue per day as SVG bars, with the same figures in a table for screen readers and anyone who
 * prefers numbers; the image's label says the total and the best day.
 */
export function SalesChart({ series }: { series: readonly DailySales[] }) {
  const total = series.reduce((sum, day) => sum + day.revenue, 0);
  const sales = series.reduce((sum, day) => sum + day.sales, 0);
  const best = series.reduce<DailySales | undefined>((top, day) => (day.revenue > (top?.revenue ?? 0) ? day : top), undefined);
  const top = niceMax(best?.revenue ?? 0);
  const first = series[0];
  const last = series[series.length - 1];
  const width = 100 / Math.max(series.length, 1);
  const range = first && last ? `${formatDay(first.day)} to ${formatDay(last.day)}` : '';
  const label = best
    ? `Revenue per day, ${range}: ${formatDollars(total)} from ${formatCount(sales)} ${sales === 1 ? 'sale' : 'sales'}; best day ${formatDay(best.day)} with ${formatDollars(best.revenue)}.`
    : `Revenue per day, ${range}: no sales yet.`;
  const withSales = series.filter((day) => day.sales > 0).reverse();
  return (
    <Figure>
      <Caption>
        <strong>Revenue per day</strong>
        <span>
          {formatDollars(total)} in the last {series.length} days
        </span>
      </Caption>
      <Plot>
        <YAxis aria-hidden="true">
          <span>{formatDollars(top)}</span>
          <span>{formatDollars(top / 2)}</span>
          <span>$0</span>
        </YAxis>
        <Area>
          <svg role="img" aria-label={label} viewBox={`0 0 100 ${CHART_HEIGHT}`} preserveAspectRatio="none">
            {series.map((day, index) => {
              const height = day.revenue > 0 ? Math.max((day.revenue / top) * CHART_HEIGHT, 1.5) : 0.6;
              return (
                <rect
                  key={day.day}
                  data-empty={day.revenue > 0 ? undefined : 'true'}
                  x={index * width + (width * BAR_GAP) / 2}
                  y={CHART_HEIGHT - height}
                  width={width * (1 - BAR_GAP)}
                  height={height}
                  rx={0.6}
                >
                  <title>{`${formatDay(day.day)}: ${formatDollars(day.revenue)} from ${day.sales} ${day.sales === 1 ? 'sale' : 'sales'}`}</title>
                </rect>
              );
            })}
          </svg>
        </Area>
        <XAxis aria-hidden="true">
          <span>{first ? formatDay(first.day) : ''}</span>
          <span>{last ? formatDay(last.day) : ''}</span>
        </XAxis>
      </Plot>
      <DataTable>
        <summary>Show the figures as a table</summary>
        <div className="scroll">
          <table aria-label="Sales per day, newest first">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Sales</th>
                <th scope="col">Revenue</th>
                <th scope="col">Your earnings</th>
              </tr>
            </thead>
            <tbody>
              {withSales.length === 0 ? (
                <tr>
                  <td colSpan={4}>No sales in this period.</td>
                </tr>
              ) : (
                withSales.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDay(day.day)}</th>
                    <td>{formatCount(day.sales)}</td>
                    <td>{formatDollars(day.revenue)}</td>
                    <td>{formatDollars(day.businessShare)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </DataTable>
    </Figure>
  );
}
