import { Module } from '@nestjs/common';
import { DemoPrinter } from './demo-printer';

/** The demo printer's listeners; imported by the API's AppModule only, never by the worker. */
@Module({ providers: [DemoPrinter] })
export class DemoPrinterModule {}
