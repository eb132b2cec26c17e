import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme.js';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

/*
 * The tabs share the row equally and wrap onto more rows when they do not fit (a phone), so every
 * tab stays in sight: a row that scrolled sideways would hide the last tabs without a sign.
 */
const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr));
  gap: ${space(1)};
  padding: ${space(1)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled.button<{ $active: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.sm : 'none')};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  cursor: pointer;
`;

const Panel = styled.div`
  padding-top: ${space(4)};
`;

/** Accessible tabs (arrow keys move between tabs); the parent owns the selected key. */
export function Tabs<K extends string>({ items, value, onChange, label }: { items: TabItem<K>[]; value: K; onChange: (key: K) => void; label: string }) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current[next]?.focus();
  };
  const selected = items.find((item) => item.key === value);
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item.key}-tab`}
            aria-selected={item.key === value}
            aria-controls={`${id}-${item.key}-panel`}
            tabIndex={item.key === value ? 0 : -1}
            $active={item.key === value}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {selected ? (
        <Panel role="tabpanel" id={`${id}-${selected.key}-panel`} aria-labelledby={`${id}-${selected.key}-tab`}>
          {selected.content}
        </Panel>
      ) : null}
    </div>
  );
}
