import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';
import { weekRange } from '../payout-format.js';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const WeekButton = styled.button<{ $selected: boolean }>`
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${space(2)} ${space(3)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: left;
  cursor: pointer;
  & small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The weeks with statements, newest first, this week first of all; the selected one is pressed. */
export function StatementWeeks({ weeks, currentWeek, selected, onSelect }: { weeks: readonly string[]; currentWeek: string; selected: string; onSelect: (week: string) => void }) {
  const shown = [currentWeek, ...weeks.filter((week) => week !== currentWeek)];
  return (
    <nav aria-label="Statement weeks">
      <List>
        {shown.map((week) => (
          <li key={week}>
            <WeekButton type="button" aria-pressed={week === selected} $selected={week === selected} onClick={() => onSelect(week)}>
              {week === currentWeek ? 'This week' : week}
              <small>{weekRange(week)}</small>
            </WeekButton>
          </li>
        ))}
      </List>
    </nav>
  );
}
