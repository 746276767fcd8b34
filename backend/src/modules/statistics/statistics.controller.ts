import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { STATISTICS_NAMES } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ApiDataResponse } from '../../common/http/api-response';
import { StatisticsQueryDto, UserProfileQueryDto } from './dto/statistics-query.dto';
import {
  StatisticsReportResponse,
  UserProfileResponse,
  UserProfileWorkingActivitiesResponse,
} from './dto/statistics.response';
import { StatisticsService } from './statistics.service';

const BAD_RANGE = 'Statistik konnte nicht geladen werden. (mit Grund: Name, Zeitraum, Filiale)';

@ApiTags('statistics')
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  /** Time worked and planned of a user (employees: only their own). */
  @Get('user-profile')
  @Access({ role: 'employee' })
  @ApiDataResponse(UserProfileResponse)
  @ApiBadRequestResponse({ description: BAD_RANGE })
  userProfile(@Query() query: UserProfileQueryDto, @Ctx() ctx: RequestContext) {
    return this.statistics.userProfile(query, ctx.actor);
  }

  /** A user's working time and the orders they handled, per day. */
  @Get('user-profile-working-activities')
  @Access({ role: 'employee' })
  @ApiDataResponse(UserProfileWorkingActivitiesResponse)
  @ApiBadRequestResponse({ description: BAD_RANGE })
  userProfileWorkingActivities(@Query() query: UserProfileQueryDto, @Ctx() ctx: RequestContext) {
    return this.statistics.userProfileWorkingActivities(query, ctx.actor);
  }

  /**
   * One report of the catalogue over Vienna days from…to (inclusive), with the previous
   * period of equal length; employees see only their branches.
   */
  @Get(':name')
  @Access({ role: 'employee', branchScoped: true })
  @ApiParam({ name: 'name', enum: STATISTICS_NAMES })
  @ApiDataResponse(StatisticsReportResponse)
  @ApiBadRequestResponse({ description: BAD_RANGE })
  report(
    @Param('name') name: string,
    @Query() query: StatisticsQueryDto,
    @Ctx() ctx: RequestContext,
  ) {
    return this.statistics.report(name, query, ctx.actor);
  }
}
