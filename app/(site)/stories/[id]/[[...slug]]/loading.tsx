import { StoryLoading } from '@/components/stories/story-loading';

export default function StoryLoadingPage() {
  return <StoryLoading />;
}
