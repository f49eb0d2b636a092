/** Where "Cómo es el ingreso" lives, apart from its text so the site's entry does not carry it. */
export const ADMISSION_GUIDE_PATH = '/como-es-el-ingreso';
export const ADMISSION_GUIDE_TITLE = 'Cómo es el ingreso a la UTN';
