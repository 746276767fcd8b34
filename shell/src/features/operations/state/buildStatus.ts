import { satisfy } from '@module-federation/enhanced/runtime';
import { shellEntry, type SharedRecord } from '../../remotes/state/skew';

/** How a shared module of a remote stands to the shell's copy. */
export type SharedStatus = 'fits' | 'ownCopy' | 'sameVersionOtherContent' | 'unmet';

export const SHARED_STATUS_LABELS: Record<SharedStatus, string> = {
  fits: 'passt',
  ownCopy: 'eigene Kopie',
  sameVersionOtherContent: 'gleiche Version, anderer Stand',
  unmet: 'passt nicht',
};

/** What each status means for the area, for the legend and the tooltips. */
export const SHARED_STATUS_HINTS: Record<SharedStatus, string> = {
  fits: 'Der Bereich nutzt die Kopie des Back-Office.',
  ownCopy: 'Die Kopie des Back-Office ist zu alt; der Bereich lädt die mitgebrachte.',
  sameVersionOtherContent:
    'Gleiche Versionsnummer, aber andere Quellen: die Version der Bibliothek wurde nicht erhöht.',
  unmet:
    'Nur eine Kopie für alle erlaubt, und die des Back-Office passt nicht: der Bereich zeigt einen Hinweis statt zu starten.',
};

/**
 * A remote's shared module against the shell's copy: a singleton outside its range is
 * unmet (the area shows the notice); a stateless library outside its range is loaded from the
 * remote's own copy; the same version built from other sources means a library changed
 * without a new version (README "Shipping one area alone").
 */
export function sharedStatus(entry: SharedRecord, shell: SharedRecord[]): SharedStatus {
  const own = shellEntry(entry.name, shell);
  if (!own) return 'fits';
  const required = entry.requiredVersion;
  if (typeof required === 'string' && required !== '*' && !satisfy(own.version, required)) {
    return entry.singleton ? 'unmet' : 'ownCopy';
  }
  if (
    own.version === entry.version &&
    own.contentHash &&
    entry.contentHash &&
    own.contentHash !== entry.contentHash
  ) {
    return 'sameVersionOtherContent';
  }
  return 'fits';
}

const SEVERITY: SharedStatus[] = ['fits', 'ownCopy', 'sameVersionOtherContent', 'unmet'];

/** The area's status: the worst of its shared modules. */
export function areaStatus(shared: SharedRecord[], shell: SharedRecord[]): SharedStatus {
  return shared
    .map((entry) => sharedStatus(entry, shell))
    .reduce<SharedStatus>(
      (worst, status) => (SEVERITY.indexOf(status) > SEVERITY.indexOf(worst) ? status : worst),
      'fits',
    );
}
