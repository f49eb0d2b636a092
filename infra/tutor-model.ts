import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { StageSettings } from './stage.ts';

type TutorSettings = StageSettings['tutor'];

/** The id the tutor's functions give Converse: the inference profile's where there is one (ADR 0039). */
export function tutorInvocationId(tutor: TutorSettings): string {
  return tutor.inferenceProfile?.id ?? tutor.modelId;
}

/** What the tutor's role may invoke, as ARNs. */
export interface TutorModelTargets {
  /** Invoked by the functions: the foundation model in the stage's region, or the inference profile. */
  invoked: string[];
  /**
   * With a profile: the foundation model in every region the profile may route a call to, granted only
   * for calls made through that profile (`bedrock:InferenceProfileArn`).
   */
  throughProfile?: { profileArn: string; modelArns: string[] };
}

export class InferenceProfileError extends Error {}

/**
 * The ARNs behind the stage's tutor model. In-region: the foundation model in this region. Through a
 * cross-region profile: the profile in this (the source) region, and the model in each destination
 * region; a global profile routes to any commercial region, which IAM names with the region-less
 * foundation-model ARN (`arn:aws:bedrock:::foundation-model/<model>`), beside the source region's.
 */
export function tutorModelTargets(scope: IConstruct, tutor: TutorSettings): TutorModelTargets {
  const stack = Stack.of(scope);
  const modelIn = (region: string) =>
    stack.formatArn({
      service: 'bedrock',
      region,
      account: '',
      resource: 'foundation-model',
      resourceName: tutor.modelId,
    });
  const inRegion = modelIn(stack.region);
  const profile = tutor.inferenceProfile;
  if (!profile) return { invoked: [inRegion] };
  if (!profile.id.endsWith(`.${tutor.modelId}`)) {
    throw new InferenceProfileError(
      `Inference profile ${profile.id} is not a profile of the tutor's model ${tutor.modelId}: its id is <geography>.${tutor.modelId}.`,
    );
  }
  const profileArn = stack.formatArn({
    service: 'bedrock',
    resource: 'inference-profile',
    resourceName: profile.id,
  });
  const destinations =
    profile.destinationRegions === 'global' ? [modelIn('')] : profile.destinationRegions.map(modelIn);
  return {
    invoked: [profileArn],
    throughProfile: { profileArn, modelArns: [...new Set([inRegion, ...destinations])] },
  };
}
