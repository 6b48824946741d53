import { StoryLoading } from '@/components/stories/story-loading';

export default function StoriesLoading() {
  return <StoryLoading />;
}
