import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** One place a picture of the library is shown: a product, a category, a template, … */
export interface MediaUsage {
  imageId: number;
  /** 'product', 'category', 'image-template'; later 'site', 'block', 'scene'. */
  kind: string;
  /** German, for the back office: 'Produkt', 'Kategorie', 'Bildvorlage'. */
  label: string;
  id: number;
  name: string;
}

/**
 * A module that shows library pictures says where (the port; issue 17 "used by"). Catalog
 * registers products and categories, media its templates; cms and signage add sites, blocks
 * and scenes the same way, without media knowing their entities.
 */
export interface MediaUsageSource {
  kind: string;
  /** Usages of the given pictures, or of all pictures when `imageIds` is absent. */
  find(manager: EntityManager, imageIds?: number[]): Promise<MediaUsage[]>;
}

/** One place an image template is drawn: a page, a block, a signage segment. */
export interface TemplateUsage {
  templateId: number;
  kind: string;
  label: string;
  id: number;
  name: string;
}

/** A module that draws templates says where (pages and blocks, signage segments). */
export interface TemplateUsageSource {
  kind: string;
  find(manager: EntityManager, templateIds: number[]): Promise<TemplateUsage[]>;
}

@Injectable()
export class MediaUsageRegistry {
  private readonly sources = new Map<string, MediaUsageSource>();
  private readonly templateSources = new Map<string, TemplateUsageSource>();

  register(source: MediaUsageSource): void {
    this.sources.set(source.kind, source);
  }

  registerTemplateSource(source: TemplateUsageSource): void {
    this.templateSources.set(source.kind, source);
  }

  /** Where a template is drawn as a picture (it may not be deleted while it is). */
  async templateUsagesOf(manager: EntityManager, templateId: number): Promise<TemplateUsage[]> {
    const found = await Promise.all(
      [...this.templateSources.values()].map((source) => source.find(manager, [templateId])),
    );
    return found.flat().sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
  }

  async usagesOf(manager: EntityManager, imageId: number): Promise<MediaUsage[]> {
    const found = await Promise.all(
      [...this.sources.values()].map((source) => source.find(manager, [imageId])),
    );
    return found.flat().sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
  }

  /** Every picture that is shown somewhere (for the used / unused filter). */
  async usedImageIds(manager: EntityManager): Promise<number[]> {
    const found = await Promise.all(
      [...this.sources.values()].map((source) => source.find(manager)),
    );
    return [...new Set(found.flat().map((usage) => usage.imageId))];
  }
}

/** A source from one SQL query that answers imageId, id and name (portable SQL only). */
export function sqlUsageSource(kind: string, label: string, select: string): MediaUsageSource {
  return {
    kind,
    async find(manager, imageIds) {
      const rows: { imageId: number; id: number; name: string }[] = imageIds
        ? imageIds.length
          ? await manager.query(
              `SELECT * FROM (${select}) used WHERE used.imageId IN (${imageIds.map(() => '?').join(', ')})`,
              imageIds,
            )
          : []
        : await manager.query(select);
      return rows.map((row) => ({
        imageId: Number(row.imageId),
        kind,
        label,
        id: Number(row.id),
        name: String(row.name),
      }));
    },
  };
}

/** Up to three places by name, and how many more. */
function places(usages: { label: string; name: string }[]): string {
  const named = usages.slice(0, 3).map((usage) => `${usage.label} „${usage.name}“`);
  const more = usages.length > 3 ? ` und ${usages.length - 3} weitere` : '';
  return `${named.join(', ')}${more}`;
}

/** The sentence that refuses to delete a picture still in use. */
export function stillUsedMessage(usages: MediaUsage[]): string {
  return `Das Bild wird noch verwendet (${places(usages)}) und kann nicht gelöscht werden.`;
}

/** The sentence that refuses to delete a template still drawn somewhere. */
export function templateStillUsedMessage(usages: TemplateUsage[]): string {
  return `Die Bildvorlage wird noch verwendet (${places(usages)}) und kann nicht gelöscht werden.`;
}
