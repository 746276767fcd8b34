import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Brackets, DataSource, type WhereExpressionBuilder } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AuditService } from '../audit';
import { LiveEvents, type LiveEventType } from '../live-events';
import { DeviceCommandDto } from './dto/device.dto';
import { CommandPayload, SignageDevice } from './entities/signage-device.entity';
import { SignageScene } from './entities/signage-scene.entity';
import { SignageSegment } from './entities/signage-segment.entity';
import { isOnline, presentCommand, presentDevice } from './signage.presenter';

/** backoffice-api.md §8, followed by the reason. */
export const COMMAND_MESSAGES = {
  failed: 'Befehl konnte nicht ausgeführt werden.',
  abortFailed: 'Befehl konnte nicht abgebrochen werden.',
  notPaired: 'Der TV ist noch nicht gekoppelt.',
  offline: 'Der TV ist offline.',
  busy: 'Ein anderer Befehl läuft noch; bitte zuerst abbrechen.',
  nothingRunning: 'Es läuft kein Befehl.',
  sceneMissing: 'Die Szene wurde nicht gefunden.',
  segmentMissing: 'Die Filmsequenz wurde nicht gefunden.',
  aborted: 'Im Back Office abgebrochen.',
  unknownCode: 'Dieser Code ist unbekannt oder abgelaufen.',
} as const;

/** A command not taken by the player within this time has failed (the TV is offline). */
export const COMMAND_TTL_MS = 60_000;
/** A TV shows its pairing code for this long; then it asks for a new one. */
export const PAIRING_TTL_SECONDS = 24 * 60 * 60;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const pairingKey = (code: string) => `signage:pairing:${code}`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const failed = (status: HttpStatus, headline: string, reason: string) =>
  new ApiError(status, [{ message: `${headline} ${reason}` }]);

/** States in which a command still runs: a new one waits, an abort applies. */
const RUNNING = ['pending', 'delivered'];

/**
 * Pairing, commands and their abort. A command is written to the device with one
 * conditional UPDATE (only when none is running, or the running one has expired), so of
 * parallel commands exactly one wins, then delivered over the live events (Redis pub/sub
 * across processes) to whichever process holds the TV's stream; the player acknowledges.
 */
@Injectable()
export class SignageCommandsService {
  constructor(
    @Inject(crudToken('digital-signage-devices'))
    private readonly crud: CrudService<SignageDevice>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly live: LiveEvents,
    private readonly kv: KeyValueStore,
  ) {}

  /** A new code for a TV to show, and the token only that TV keeps. */
  async newPairing(): Promise<{ code: string; token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    let code = '';
    do {
      code = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
        '',
      );
    } while (await this.kv.get(pairingKey(code)));
    await this.kv.set(
      pairingKey(code),
      JSON.stringify({ tokenHash: hashToken(token) }),
      PAIRING_TTL_SECONDS,
    );
    return {
      code,
      token,
      expiresAt: new Date(Date.now() + PAIRING_TTL_SECONDS * 1000).toISOString(),
    };
  }

  async isWaiting(code: string): Promise<boolean> {
    return /^[A-Z0-9]{6}$/.test(code) && (await this.kv.get(pairingKey(code))) !== null;
  }

  /** Binds the TV that shows `code` to the device; a TV paired before loses its token. */
  async pair(id: number, code: string, ctx: RequestContext) {
    const device = await this.crud.findOne(id, ctx);
    const pending = await this.kv.take(pairingKey(code));
    if (!pending)
      throw ApiError.validation([{ field: 'code', message: COMMAND_MESSAGES.unknownCode }]);
    const { tokenHash } = JSON.parse(pending) as { tokenHash: string };
    await this.dataSource.transaction(async (manager) => {
      // The code may name another device's old pairing: that one gives it up.
      await manager.update(SignageDevice, { pairingCode: code }, { pairingCode: null });
      await manager.update(
        SignageDevice,
        { id: device.id },
        { tokenHash, pairingCode: code, pairedAt: new Date() },
      );
      await this.audit.record(
        ctx,
        { action: 'pair', entity: 'digital-signage-devices', entityId: device.id, after: { code } },
        manager,
      );
    });
    await this.announce(device);
    return presentDevice(await this.crud.findOne(id, ctx));
  }

  async command(id: number, body: DeviceCommandDto, ctx: RequestContext) {
    const device = await this.crud.findOne(id, ctx);
    const refuse = (reason: string) => failed(HttpStatus.CONFLICT, COMMAND_MESSAGES.failed, reason);
    if (!device.pairedAt) throw refuse(COMMAND_MESSAGES.notPaired);
    if (!isOnline(device)) throw refuse(COMMAND_MESSAGES.offline);
    const payload: CommandPayload = {};
    if (body.command === 'show-scene') {
      const scene = await this.dataSource
        .getRepository(SignageScene)
        .findOneBy({ id: body.sceneId });
      if (!scene)
        throw failed(
          HttpStatus.UNPROCESSABLE_ENTITY,
          COMMAND_MESSAGES.failed,
          COMMAND_MESSAGES.sceneMissing,
        );
      payload.sceneId = scene.id;
    }
    if (body.command === 'play-segment') {
      const segment = await this.dataSource
        .getRepository(SignageSegment)
        .findOneBy({ id: body.segmentId });
      if (!segment)
        throw failed(
          HttpStatus.UNPROCESSABLE_ENTITY,
          COMMAND_MESSAGES.failed,
          COMMAND_MESSAGES.segmentMissing,
        );
      payload.segmentId = segment.id;
      payload.seconds = body.seconds;
    }
    const now = new Date();
    const commandId = randomUUID();
    const won = await this.writeCommand(
      device,
      ctx,
      {
        commandId,
        command: body.command,
        commandPayload: payload,
        commandState: 'pending',
        commandMessage: null,
        commandIssuedAt: now,
        commandUpdatedAt: now,
        commandExpiresAt: new Date(now.getTime() + COMMAND_TTL_MS),
      },
      // Only when none runs, or the running one expired untaken.
      (qb) =>
        qb
          .where('commandState IS NULL')
          .orWhere('commandState NOT IN (:...running)', { running: RUNNING })
          .orWhere('(commandState = :pending AND commandExpiresAt <= :now)', {
            pending: 'pending',
            now,
          }),
      { action: 'command', after: { commandId, command: body.command, ...payload } },
    );
    if (!won) throw refuse(COMMAND_MESSAGES.busy);
    return this.told(id, ctx, 'signage.command');
  }

  async abort(id: number, ctx: RequestContext) {
    const device = await this.crud.findOne(id, ctx);
    const now = new Date();
    const won = await this.writeCommand(
      device,
      ctx,
      { commandState: 'aborted', commandMessage: COMMAND_MESSAGES.aborted, commandUpdatedAt: now },
      // Only a command that still runs: taken by the player, or pending and not expired.
      (qb) =>
        qb.where('commandId IS NOT NULL').andWhere(
          new Brackets((running) =>
            running
              .where('commandState = :delivered', { delivered: 'delivered' })
              .orWhere('(commandState = :pending AND commandExpiresAt > :now)', {
                pending: 'pending',
                now,
              }),
          ),
        ),
      { action: 'command-abort', after: { commandId: device.commandId } },
    );
    if (!won) {
      throw failed(
        HttpStatus.CONFLICT,
        COMMAND_MESSAGES.abortFailed,
        COMMAND_MESSAGES.nothingRunning,
      );
    }
    return this.told(id, ctx, 'signage.command-aborted');
  }

  /**
   * One conditional UPDATE of the device's command and its audit entry in one transaction:
   * false when `condition` did not hold (another request won, or nothing runs).
   */
  private writeCommand(
    device: SignageDevice,
    ctx: RequestContext,
    set: Partial<SignageDevice>,
    condition: (qb: WhereExpressionBuilder) => unknown,
    audit: { action: string; after: Record<string, unknown> },
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(SignageDevice)
        .set(set)
        .where('id = :id', { id: device.id })
        .andWhere(new Brackets((qb) => void condition(qb)))
        .execute();
      if (!result.affected) return false;
      await this.audit.record(
        ctx,
        { ...audit, entity: 'digital-signage-devices', entityId: device.id },
        manager,
      );
      return true;
    });
  }

  /** After a command's commit: the player's process and the back office's lists hear it. */
  private async told(id: number, ctx: RequestContext, type: LiveEventType) {
    const fresh = await this.crud.findOne(id, ctx);
    await this.live.publish({
      type,
      branchId: fresh.branch.id,
      deviceId: fresh.id,
      data: { command: presentCommand(fresh) },
    });
    await this.announce(fresh);
    return presentDevice(fresh);
  }

  /**
   * The player's answer: delivered (running), done or failed. Only the command it names,
   * and only forward (an aborted or finished command stays so).
   */
  async acknowledge(
    device: SignageDevice,
    commandId: string,
    state: 'delivered' | 'done' | 'failed',
    message?: string | null,
  ) {
    const now = new Date();
    const from = state === 'delivered' ? ['pending'] : ['pending', 'delivered'];
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SignageDevice)
      .set({ commandState: state, commandMessage: message ?? null, commandUpdatedAt: now })
      .where('id = :id AND commandId = :commandId', { id: device.id, commandId })
      .andWhere('commandState IN (:...from)', { from })
      // A command that expired before the player took it stays failed.
      .andWhere('(commandState <> :pending OR commandExpiresAt > :now)', {
        pending: 'pending',
        now,
      })
      .execute();
    const fresh = await this.dataSource
      .getRepository(SignageDevice)
      .findOneByOrFail({ id: device.id });
    if (result.affected) await this.announce(fresh);
    if (!result.affected && fresh.commandId !== commandId) {
      throw ApiError.notFound('Der Befehl wurde nicht gefunden.');
    }
    return { command: presentCommand(fresh) };
  }

  /** The back office's lists hear that a TV changed (command state, heartbeat, pairing). */
  async announce(device: SignageDevice): Promise<void> {
    await this.live
      .publish({ type: 'signage.device', branchId: device.branch.id, deviceId: device.id })
      .catch(() => undefined);
  }
}
