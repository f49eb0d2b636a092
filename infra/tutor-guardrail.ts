import { CfnGuardrail, CfnGuardrailVersion } from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';
import { GUARDRAIL_REPLY } from '../shared/api/contracts/chat.ts';
import type { StageSettings } from './stage.ts';
import { resourcePrefix } from './stage-names.ts';

/** What the tutor's functions need to apply the guardrail on each Converse call. */
export interface TutorGuardrailRef {
  id: string;
  version: string;
  arn: string;
}

/**
 * The tutor's Bedrock guardrail, on top of its system prompt: prompt attacks (jailbreaks, injected
 * instructions) are blocked on the way in, harmful content both ways, and questions outside the course
 * are declined. Refusals are the tutor's own sentence in voseo. A version pins what the functions use.
 */
export class TutorGuardrail extends Construct {
  readonly ref: TutorGuardrailRef;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    const filter = (type: string, input: string, output: string) => ({
      type,
      inputStrength: input,
      outputStrength: output,
    });
    const guardrail = new CfnGuardrail(this, 'Guardrail', {
      name: `${resourcePrefix(props.stage)}-tutor`,
      description:
        'Ingresá tutor: prompt attacks, harmful content and topics outside the UTN entrance course',
      blockedInputMessaging: GUARDRAIL_REPLY,
      blockedOutputsMessaging: GUARDRAIL_REPLY,
      contentPolicyConfig: {
        filtersConfig: [
          // Prompt attacks are judged on the input only (the output strength must be NONE).
          filter('PROMPT_ATTACK', 'HIGH', 'NONE'),
          filter('HATE', 'HIGH', 'HIGH'),
          filter('INSULTS', 'MEDIUM', 'MEDIUM'),
          filter('SEXUAL', 'HIGH', 'HIGH'),
          filter('VIOLENCE', 'MEDIUM', 'MEDIUM'),
          filter('MISCONDUCT', 'HIGH', 'HIGH'),
        ],
      },
      topicPolicyConfig: {
        topicsConfig: [
          {
            name: 'Homework-outside-the-course',
            type: 'DENY',
            definition:
              'Requests to do work for subjects other than mathematics, physics or chemistry, such as writing essays, history, literature, languages or programming assignments.',
            examples: [
              'Escribime una monografía sobre la Revolución de Mayo',
              'Haceme el trabajo práctico de literatura',
              'Programame una página web en JavaScript',
            ],
          },
          {
            name: 'Cheating-on-exams',
            type: 'DENY',
            definition:
              'Requests for help cheating on an exam while it is being taken, such as answering questions in real time or hiding devices.',
            examples: [
              'Estoy rindiendo ahora, pasame las respuestas rápido',
              'Cómo copio en el examen de ingreso sin que me vean',
            ],
          },
        ],
      },
    });
    const version = new CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: guardrail.attrGuardrailId,
      description: 'The guardrail the tutor functions apply',
    });
    this.ref = {
      id: guardrail.attrGuardrailId,
      version: version.attrVersion,
      arn: guardrail.attrGuardrailArn,
    };
  }
}
