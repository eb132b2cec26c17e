import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button } from '@marketplace/web-common/components/ui/button';
import { reloadPage } from '../reload-page.js';

/** A load failure (business-side section 8): "Error Loading Data" and a Try Again that reloads the page. */
export function WaitlistErrorCard({ error }: { error: Error }) {
  return (
    <StatePanel
      role="alert"
      icon="⚠"
      title="Error Loading Data"
      text={error.message}
      actions={<Button onClick={reloadPage}>Try Again</Button>}
    />
  );
}
