import { Injectable } from '@nestjs/common';
import { CmsSiteType, readSiteTypes, siteTypeProblems, siteTypesFrom } from '@bestellwerk/domain';
import { AppConfig } from '../../config/app-config';

/**
 * The shop's site types: 'default' ('Einfache Seite') plus those of CMS_SITE_TYPES, read and
 * checked once when the process starts (a broken configuration stops the start with its
 * problems named, as the other settings do).
 */
@Injectable()
export class SiteTypes {
  readonly all: CmsSiteType[];

  constructor(config: AppConfig) {
    this.all = siteTypesFrom(parseSiteTypes(config.env.CMS_SITE_TYPES));
  }

  find(type: string): CmsSiteType | undefined {
    return this.all.find((candidate) => candidate.type === type);
  }
}

export function parseSiteTypes(raw: string | undefined): CmsSiteType[] {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('CMS_SITE_TYPES ist kein gültiges JSON.');
  }
  const problems = siteTypeProblems(parsed);
  if (problems.length) throw new Error(`CMS_SITE_TYPES: ${problems.join(' ')}`);
  return readSiteTypes(parsed);
}
