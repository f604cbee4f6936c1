import type { DetailCode } from '../lib/errors/detailCodes.ts';
import type { VisitorErrorCode } from '../lib/errors/errorCodes.ts';
import type { Text } from '../lib/i18n/messageTypes.ts';

/** What the English panel catalogue must hold: its own words, and a sentence for every error and detail code. */
export interface PanelCatalogueShape {
  ui: Readonly<Record<string, Text>>;
  errors: Readonly<Record<VisitorErrorCode, Text>>;
  details: Readonly<Record<DetailCode, Text>>;
}
