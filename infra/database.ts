import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../shared/data/table.ts';
import { resourcePrefix, type StageSettings } from './stage.ts';

export interface DatabaseProps {
  stage: StageSettings;
}

/** The table's physical name in a stage: the functions get it as TABLE_NAME, `npm run ops` reads it. */
export function tableNameOf(stage: StageSettings): string {
  return `${resourcePrefix(stage)}-data`;
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
