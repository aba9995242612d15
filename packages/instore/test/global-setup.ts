import { prepareTestTemplates } from '@shop/db/testing';

export default prepareTestTemplates;
