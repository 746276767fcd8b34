import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { signageApi, type SignageDevice, type SignageStream } from '@bestellwerk/api-client';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { useOptions } from '../../../shared/useOptions';
import { NowNextPreview } from '../../scenes/components/NowNextPreview';

/**
 * „Was läuft jetzt / als Nächstes“ on a TV: the zones of the scene it shows – the one of a
 * running „Szene zeigen“, else its own – by the same rules as the scene drawer.
 */
export function TvNowNext({ device }: { device: SignageDevice }) {
  const command = device.command;
  const shown =
    command?.command === 'show-scene' &&
    ['pending', 'delivered'].includes(command.state) &&
    command.sceneId
      ? command.sceneId
      : (device.scene?.id ?? null);
  const scene = useEntityState({
    load: () => signageApi.scenes.get(shown!),
    loadError: ERRORS.scenes.load,
    keys: [shown],
    enabled: shown !== null,
  });
  const streamsChoices = useOptions('streams');
  const branchesChoices = useOptions('branches');
  if (shown === null) return <p>Diesem TV ist keine Szene zugewiesen.</p>;
  const streams = (streamsChoices.data?.items ?? []) as unknown as SignageStream[];
  const branches = (branchesChoices.data?.items ?? []) as unknown as {
    id: number;
    timezone?: string;
  }[];
  const branchId = scene.data?.branch?.id ?? device.branch?.id;
  const timeZone = branches.find((branch) => branch.id === branchId)?.timezone || DEFAULT_TIME_ZONE;
  return (
    <>
      <ErrorList errors={scene.errors} onDismiss={scene.dismiss} />
      <ErrorList errors={streamsChoices.errors} onDismiss={streamsChoices.dismiss} />
      {/* Only with the streams: without them every zone would read „kein Stream zugeordnet“. */}
      {scene.data && streamsChoices.data && (
        <NowNextPreview
          title={`Was läuft jetzt / als Nächstes – Szene „${scene.data.name}“`}
          zones={scene.data.zones}
          streams={streams}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
