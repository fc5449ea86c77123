import { sweepShard } from './generated-input';

sweepShard(2, 4);
