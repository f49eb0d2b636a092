import type { SubjectId } from '../../shared/domain/subjects.ts';
import { fisica } from './data/fisica/index.ts';
import { matematicas } from './data/matematicas/index.ts';
import { quimica } from './data/quimica/index.ts';
import { withExamFormats } from './exam-formats/index.ts';
import { withFigures } from './figures/items/index.ts';
import type { SubjectContent } from './schema.ts';

export const contentBank: Record<SubjectId, SubjectContent> = {
  matematicas: withFigures('matematicas', withExamFormats('matematicas', matematicas)),
  fisica: withFigures('fisica', withExamFormats('fisica', fisica)),
  quimica: withFigures('quimica', withExamFormats('quimica', quimica)),
};
