import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { BADGE_DEFINITIONS, badgesFor, type BadgeProgress } from '@marketplace/core/purchases/domain/badges';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { space } from '@marketplace/web-common/theme';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Tile = styled(Stack).attrs({ as: 'li', $gap: 1.5 })<{ $earned: boolean }>`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.savingsSoft : theme.colors.surface)};
  border-style: ${({ $earned }) => ($earned ? 'solid' : 'dashed')};
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The Badges tab: core's badge list, earned from the customer's real progress. */
export function BadgesTab({ progress }: { progress: BadgeProgress }) {
  const badges = badgesFor(progress);
  return (
    <Grid aria-label="Badges">
      {badges.map((badge) => {
        const definition = BADGE_DEFINITIONS.find((candidate) => candidate.id === badge.id);
        const earned = badge.type === 'earned';
        return (
          <Tile key={badge.id} $earned={earned} data-testid="badge">
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: space(2) }}>
              <strong>
                <span aria-hidden="true">{earned ? '🏅 ' : '🔒 '}</span>
                {badge.title}
              </strong>
              <Badge $tone={earned ? 'success' : 'neutral'}>{earned ? 'Earned' : 'Locked'}</Badge>
            </div>
            <p>{badge.description}</p>
            {definition && !earned ? (
              <p>
                Progress: {Math.min(progress[definition.metric], definition.threshold)} / {definition.threshold}
              </p>
            ) : null}
          </Tile>
        );
      })}
    </Grid>
  );
}
