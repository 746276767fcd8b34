import { Global, Module } from '@nestjs/common';
import { DemoPrinter } from './demo-printer';

/**
 * The demo printer's listeners; imported by the API's AppModule only, never by the worker.
 * Global so that the devices module can switch its state (optional there: absent in a worker).
 */
@Global()
@Module({ providers: [DemoPrinter], exports: [DemoPrinter] })
export class DemoPrinterModule {}
