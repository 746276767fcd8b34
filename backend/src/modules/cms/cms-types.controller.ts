import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NODE_TYPES } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { ApiDataResponse } from '../../common/http/api-response';
import { NodeTypeResponse, SiteTypeResponse } from './contracts/cms.response';
import { SiteTypes } from './site-types';

/** The schemas the back office generates its forms from (one renderer per field type). */
@ApiTags('sites')
@Controller()
@Access({ role: 'employee' })
export class CmsTypesController {
  constructor(private readonly types: SiteTypes) {}

  @Get('site-types')
  @ApiDataResponse([SiteTypeResponse])
  siteTypes() {
    return this.types.all;
  }

  @Get('node-types')
  @ApiDataResponse([NodeTypeResponse])
  nodeTypes() {
    return Object.entries(NODE_TYPES).map(([type, { label, fields }]) => ({ type, label, fields }));
  }
}
