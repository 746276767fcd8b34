import { ApiProperty } from '@nestjs/swagger';

/** One cut of a family: 'regular', 'italic', '700', '700italic' (Google's names). */
export class FontVariantResponse {
  @ApiProperty({ example: '700italic' }) variant!: string;
  @ApiProperty({ example: 700 }) weight!: number;
  @ApiProperty({ enum: ['normal', 'italic'] }) style!: 'normal' | 'italic';
  /** The @font-face CSS of this cut, on our own origin. */
  @ApiProperty({ example: '/api/fonts/google/inter/style-700italic.embed.css' }) css!: string;
}

/** backoffice-api.md §3 fonts (read only): family and variant. */
export class FontResponse {
  @ApiProperty({ example: 'open-sans' }) id!: string;
  @ApiProperty({ example: 'Open Sans' }) family!: string;
  @ApiProperty({ enum: ['sans-serif', 'serif', 'display', 'handwriting'] }) category!: string;
  @ApiProperty({ type: [FontVariantResponse] }) variants!: FontVariantResponse[];
}
