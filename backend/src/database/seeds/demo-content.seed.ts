import type { EntityManager } from 'typeorm';
import { Navigation } from '../../modules/cms/entities/navigation.entity';
import { CmsNode } from '../../modules/cms/entities/node.entity';
import { Site } from '../../modules/cms/entities/site.entity';
import type { Branch } from '../../modules/organisation/entities/branch.entity';

/**
 * The demo shop's web pages (issue 16): an 'Über uns' page with a hero, a text slider and the
 * contact form, and the header and footer navigations. AGB, Datenschutz, Impressum and
 * Allergene are the configuration's texts only (issue 32), never CMS pages.
 */
export async function insertDemoContent(
  manager: EntityManager,
  input: { branches: { graz: Branch } },
): Promise<void> {
  const form = await manager.save(CmsNode, {
    identifier: 'kontakt',
    type: 'form',
    isPublic: true,
    content: {
      name: 'Kontakt',
      description: '<p>Fragen, Lob oder eine Reservierung für eine Feier? Schreiben Sie uns.</p>',
      recipient: 'info@cafe-rosmarin.example.at',
      thankYouMessage: '<p>Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.</p>',
      fields: [
        { type: 'text', value: { type: 'text', fieldId: 'name', label: 'Name', isRequired: true } },
        {
          type: 'text',
          value: { type: 'email', fieldId: 'email', label: 'E-Mail', isRequired: true },
        },
        { type: 'text', value: { type: 'phone', fieldId: 'phone', label: 'Telefon' } },
        {
          type: 'select',
          value: {
            fieldId: 'topic',
            label: 'Anliegen',
            options: [{ label: 'Frage' }, { label: 'Reservierung' }, { label: 'Lob & Kritik' }],
          },
        },
        {
          type: 'text',
          value: {
            type: 'textarea',
            fieldId: 'message',
            label: 'Nachricht',
            isRequired: true,
            hasMaxWidth: true,
          },
        },
        {
          type: 'boolean',
          value: {
            fieldId: 'privacy',
            label: 'Ich bin mit der Verarbeitung meiner Daten zur Beantwortung einverstanden.',
            isRequired: true,
          },
        },
      ],
    },
  });

  const [about] = await manager.save(Site, [
    {
      path: 'ueber-uns',
      type: 'default',
      name: 'Über uns',
      title: 'Über uns',
      description:
        'Café Rosmarin: Frühstück, Mittagstisch und Kuchen seit 2009 in Graz, Wien und Linz.',
      isPublic: true,
      content: [
        {
          type: 'hero',
          value: {
            slides: [
              {
                title: 'Willkommen im Café Rosmarin',
                text: 'Frühstück, Mittagstisch und Kuchen – frisch aus unserer Küche.',
                link: { label: 'Jetzt bestellen', to: '/' },
              },
              {
                title: 'Feiern bei uns',
                text: 'Geburtstag, Taufe oder Firmenfeier: Wir reservieren Ihnen gern einen Tisch.',
              },
            ],
          },
        },
        {
          type: 'text_slider',
          value: {
            slides: [
              {
                title: 'Seit 2009',
                text: '<p>Was als kleines Frühstückscafé am Grazer Hauptplatz begann, sind heute drei Filialen.</p>',
              },
              {
                title: 'Regional',
                text: '<p>Brot, Milch und Gemüse kommen von Betrieben aus der Umgebung.</p>',
              },
            ],
          },
        },
        { type: 'form', value: { form: form.id } },
      ],
    },
  ]);

  await manager.save(Navigation, [
    {
      identifier: 'header',
      isPublic: true,
      items: [
        {
          type: 'home',
          label: 'Filialen',
          target: null,
          suffix: null,
          isEnabled: true,
          children: [],
        },
        {
          type: 'site',
          label: 'Über uns',
          target: about.id,
          suffix: null,
          isEnabled: true,
          children: [],
        },
        {
          type: 'branch',
          label: 'Graz',
          target: input.branches.graz.id,
          suffix: null,
          isEnabled: true,
          children: [],
        },
      ],
    },
    {
      identifier: 'footer',
      isPublic: true,
      // AGB, Datenschutz and Impressum are the footer's own links (storefront.md §2 Footer).
      items: [
        {
          type: 'site',
          label: 'Über uns',
          target: about.id,
          suffix: null,
          isEnabled: true,
          children: [],
        },
        {
          type: 'link',
          label: 'Kontakt',
          target: 'mailto:info@cafe-rosmarin.example.at',
          suffix: null,
          isEnabled: true,
          children: [],
        },
      ],
    },
  ]);
}
