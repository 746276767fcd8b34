import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { findFontFamily, fontStack, fontVariantName } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { FontCatalogue, sendText } from '../media';
import { SettingsService } from './settings.service';

/** GET /api/fonts/theme.css, which the storefront's page links (issue 17). */
@Controller('fonts')
export class ThemeFontsController {
  constructor(
    private readonly fonts: FontCatalogue,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The storefront's theme fonts: @font-face of the heading and body families chosen in the
   * settings and `--font-heading` / `--font-body`. Empty (system fonts) when none is chosen.
   */
  @Get('theme.css')
  @Access('public')
  @RawResponse()
  @ApiExcludeEndpoint()
  async theme(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const config = await this.settings.get();
    const parts: string[] = [];
    const variables: string[] = [];
    for (const [name, familyId, cuts] of [
      ['heading', config.headingFont, ['700']],
      ['body', config.bodyFont, ['regular', '700']],
    ] as const) {
      const entry = familyId ? findFontFamily(familyId) : null;
      if (!entry) continue;
      const font = this.fonts.family(entry.id);
      for (const cut of cuts) {
        const has = font.variants.some((variant) => fontVariantName(variant) === cut);
        const chosen = has ? cut : fontVariantName(font.variants[0]);
        parts.push(this.fonts.embedCss(font.id, chosen).body);
      }
      variables.push(`--font-${name}: ${fontStack(entry)};`);
    }
    const body = `${parts.join('\n')}${variables.length ? `:root {\n  ${variables.join('\n  ')}\n}\n` : ''}`;
    const etag = `"${Buffer.from(`${config.headingFont}|${config.bodyFont}`).toString('base64url')}"`;
    // The settings may change at any time: the browser asks again, usually getting a 304.
    await sendText(request, reply, { body, etag }, 'public, max-age=0, must-revalidate');
  }
}
