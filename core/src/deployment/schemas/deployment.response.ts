import { z } from 'zod';

/** What the web apps need to know about the server, and never a credential. */
export const publicConfigSchema = z
  .strictObject({
    demoMode: z.boolean(),
    paymentMode: z.enum(['stripe', 'demo', 'none']),
    stripePublishableKey: z.string().nullable(),
    demoAdmin: z.boolean(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigResponse = z.infer<typeof publicConfigSchema>;

/** Liveness: the process answers. */
export const livenessSchema = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export type LivenessResponse = z.infer<typeof livenessSchema>;

/** Readiness: ready, or why a load balancer should send nothing new. */
export const readinessSchema = z
  .strictObject({ status: z.enum(['ready', 'stopping', 'database unreachable']) })
  .meta({ id: 'Readiness' });
export type ReadinessResponse = z.infer<typeof readinessSchema>;
