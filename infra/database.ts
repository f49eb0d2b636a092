import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../shared/data/table.ts';
import type { StageSettings } from './stage.ts';
import { tableNameOf } from './stage-names.ts';

export interface DatabaseProps {
  stage: StageSettings;
}

/** The one table, shaped by shared/data/table.ts so the local DynamoDB and AWS hold the same keys. */
export class Database extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DatabaseProps) {
    super(scope, id);
    const { stage } = props;
    this.table = new TableV2(this, 'Table', {
      tableName: tableNameOf(stage),
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: stage.isProduction,
      removalPolicy: stage.removalPolicy,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });
  }
}
