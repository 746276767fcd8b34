import { ApiProperty } from '@nestjs/swagger';

/** One shared module of a build: the version built with and the range required of others. */
export class SharedVersionResponse {
  @ApiProperty({ example: '@bestellwerk/api-client' }) name!: string;
  @ApiProperty({ example: '1.7.2' }) version!: string;
  @ApiProperty({ type: String, nullable: true, example: '^1.7.2' }) requiredVersion!: string | null;
  @ApiProperty() singleton!: boolean;
  /** A hash of one of our libraries' sources; null for npm packages and older builds. */
  @ApiProperty({ type: String, nullable: true, example: 'e4ddc9729d' }) contentHash!: string | null;
}

/**
 * A remote as deployed: its manifest's build record (libs/mf buildInfo in
 * mf-manifest.json's metaData.build) and the shared modules it consumes, or why the manifest
 * could not be read.
 */
export class RemoteBuildResponse {
  @ApiProperty({ example: 'catalog' }) name!: string;
  @ApiProperty({ example: '/backend/remotes/catalog/mf-manifest.json' }) manifestUrl!: string;
  /** null when the manifest was read; else the German reason. */
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '@bestellwerk/mfe-catalog' })
  packageName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1.7.2-dev' }) version!: string | null;
  /** The commit built; a trailing '+' when the working tree had changes. */
  @ApiProperty({ type: String, nullable: true, example: '6c4db5ea31' }) commit!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) builtAt!: string | null;
  /** The shared modules the remote consumes, with the versions it was built with. */
  @ApiProperty({ type: [SharedVersionResponse] }) shared!: SharedVersionResponse[];
}
