import styled from 'styled-components';

const Distance = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  white-space: nowrap;
`;

/** "1.2 km": how far the deal's nearest location is, when the list was asked near a place. */
export function DealDistance({ distanceKm }: { distanceKm: number | undefined }) {
  if (distanceKm === undefined) return null;
  return (
    <>
      {' · '}
      <Distance data-testid="deal-distance">{distanceKm.toFixed(1)} km</Distance>
    </>
  );
}
