import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { longestLeadTime } from '@bestellwerk/domain';
import { Access } from '../../common/auth/access';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiDataResponse } from '../../common/http/api-response';
import { ApiError } from '../../common/http/api-error';
import { ORDER_MESSAGES } from './contracts/order-labels';
import {
  PreparationEstimateResponse,
  PreparationEstimatesQueryDto,
  PromiseQueryDto,
  PromiseResponse,
} from './dto/pacing.dto';
import { Clock } from './clock';
import { OrderSubmitContextLoader } from './order-submit-context';
import { PacingService } from './pacing.service';

/** The kitchen's promise for the checkout, and the learned times for the back office. */
@ApiTags('orders')
@Controller()
export class PacingController {
  constructor(
    private readonly pacing: PacingService,
    private readonly context: OrderSubmitContextLoader,
    private readonly clock: Clock,
  ) {}

  /**
   * The earliest time an order of these products placed now can be ready: the checkout
   * offers nothing earlier, and the server refuses an earlier appointment.
   */
  @Get('orders/promise/:branchId')
  @ApiDataResponse(PromiseResponse)
  @Access('public')
  async promise(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Query() query: PromiseQueryDto,
  ): Promise<PromiseResponse> {
    const branch = await this.context.branch(branchId);
    if (!branch || !branch.isPublic) throw ApiError.notFound(ORDER_MESSAGES.branchNotFound);
    const products = query.products?.length ? await this.context.products(query.products) : [];
    const now = this.clock.now();
    const { promise, p80Minutes } = await this.pacing.promise({
      branch,
      // An empty cart: what a usual order would take.
      products: products.length ? products : PacingService.USUAL_ORDER,
      leadTimeMinutes: longestLeadTime(products),
      now,
    });
    return {
      earliest: promise.earliest.toISOString(),
      minutes: promise.minutes,
      waitMinutes: promise.waitMinutes,
      preparationMinutes: p80Minutes,
    };
  }

  /** Per product and branch: „übliche Zubereitung ca. N min“ (the learned median). */
  @Get('preparation-estimates')
  @ApiDataResponse([PreparationEstimateResponse])
  @Access({ role: 'employee' })
  async estimates(
    @Query() query: PreparationEstimatesQueryDto,
  ): Promise<PreparationEstimateResponse[]> {
    const rows = await this.pacing.estimates(query.branch ?? null);
    return rows
      .filter((row) => row.scope === 'product' && row.hourOfWeek < 0)
      .map((row) => ({
        branchId: row.branchId,
        productId: row.refId,
        medianMinutes: row.medianMinutes,
        p80Minutes: row.p80Minutes,
        samples: row.samples,
        computedAt: new Date(row.computedAt).toISOString(),
      }));
  }
}
