import { districtCentres } from './district-centres'
import { products } from './products'
import type { SeedPharmacy } from './types'

/**
 * 300 partner pharmacies, generated deterministically (fixed-seed PRNG) from the hand-written lists below:
 * real provinces, districts, road names and subway stations; invented pharmacy names, numbers and phones. A phone's
 * exchange (the subscriber number's first part) starts with 0, which Korea's numbering plan never assigns, so that no
 * demo number can ring anyone (decision 124).
 */

type Road = [ko: string, en: string]
type Station = [line: string, name: string, en: string]

interface District {
  ko: string
  en: string
  /** How many pharmacies to generate in this district. */
  count: number
  roads: Road[]
  /** Subway stations in or at the edge of the district (metropolitan areas only). */
  stations?: Station[]
}

interface Province {
  ko: string
  en: string
  areaCode: string
  /** Subway area shown in the finder ('수도권', '부산', …) when the province has a metro network. */
  subwayArea?: string
  districts: District[]
}

const provinces: Province[] = [
  {
    ko: '서울특별시',
    en: 'Seoul',
    areaCode: '02',
    subwayArea: '수도권',
    districts: [
      {
        ko: '강남구',
        en: 'Gangnam-gu',
        count: 14,
        roads: [
          ['테헤란로', 'Teheran-ro'],
          ['강남대로', 'Gangnam-daero'],
          ['논현로', 'Nonhyeon-ro'],
          ['도산대로', 'Dosan-daero'],
          ['선릉로', 'Seolleung-ro'],
          ['삼성로', 'Samseong-ro'],
          ['압구정로', 'Apgujeong-ro'],
          ['봉은사로', 'Bongeunsa-ro'],
          ['언주로', 'Eonju-ro'],
          ['영동대로', 'Yeongdong-daero'],
        ],
        stations: [
          ['2호선', '강남', 'Gangnam'],
          ['신분당선', '강남', 'Gangnam'],
          ['2호선', '역삼', 'Yeoksam'],
          ['2호선', '선릉', 'Seolleung'],
          ['수인분당선', '선릉', 'Seolleung'],
          ['2호선', '삼성', 'Samseong'],
          ['3호선', '압구정', 'Apgujeong'],
          ['3호선', '신사', 'Sinsa'],
          ['3호선', '도곡', 'Dogok'],
          ['3호선', '대치', 'Daechi'],
          ['7호선', '학동', 'Hakdong'],
          ['7호선', '청담', 'Cheongdam'],
          ['9호선', '선정릉', 'Seonjeongneung'],
          ['수인분당선', '한티', 'Hanti'],
        ],
      },
      {
        ko: '서초구',
        en: 'Seocho-gu',
        count: 8,
        roads: [
          ['서초대로', 'Seocho-daero'],
          ['반포대로', 'Banpo-daero'],
          ['방배로', 'Bangbae-ro'],
          ['사평대로', 'Sapyeong-daero'],
          ['효령로', 'Hyoryeong-ro'],
          ['남부순환로', 'Nambusunhwan-ro'],
        ],
        stations: [
          ['2호선', '교대', 'Gyodae'],
          ['3호선', '교대', 'Gyodae'],
          ['2호선', '서초', 'Seocho'],
          ['2호선', '방배', 'Bangbae'],
          ['3호선', '양재', 'Yangjae'],
          ['신분당선', '양재', 'Yangjae'],
          ['3호선', '남부터미널', 'Nambu Bus Terminal'],
          ['3호선', '고속터미널', 'Express Bus Terminal'],
          ['7호선', '고속터미널', 'Express Bus Terminal'],
          ['9호선', '고속터미널', 'Express Bus Terminal'],
          ['7호선', '내방', 'Naebang'],
          ['7호선', '반포', 'Banpo'],
          ['9호선', '신반포', 'Sinbanpo'],
          ['신분당선', '양재시민의숲', 'Yangjae Citizen’s Forest'],
        ],
      },
      {
        ko: '송파구',
        en: 'Songpa-gu',
        count: 8,
        roads: [
          ['올림픽로', 'Olympic-ro'],
          ['송파대로', 'Songpa-daero'],
          ['백제고분로', 'Baekjegobun-ro'],
          ['오금로', 'Ogeum-ro'],
          ['양재대로', 'Yangjae-daero'],
          ['중대로', 'Jungdae-ro'],
          ['석촌호수로', 'Seokchonhosu-ro'],
        ],
        stations: [
          ['2호선', '잠실', 'Jamsil'],
          ['8호선', '잠실', 'Jamsil'],
          ['2호선', '잠실새내', 'Jamsilsaenae'],
          ['2호선', '종합운동장', 'Sports Complex'],
          ['8호선', '석촌', 'Seokchon'],
          ['9호선', '석촌', 'Seokchon'],
          ['8호선', '송파', 'Songpa'],
          ['3호선', '가락시장', 'Garak Market'],
          ['8호선', '가락시장', 'Garak Market'],
          ['8호선', '문정', 'Munjeong'],
          ['5호선', '방이', 'Bangi'],
          ['5호선', '오금', 'Ogeum'],
          ['5호선', '올림픽공원', 'Olympic Park'],
          ['9호선', '한성백제', 'Hanseong Baekje'],
        ],
      },
      {
        ko: '마포구',
        en: 'Mapo-gu',
        count: 7,
        roads: [
          ['월드컵로', 'World Cup-ro'],
          ['양화로', 'Yanghwa-ro'],
          ['마포대로', 'Mapo-daero'],
          ['독막로', 'Dongmak-ro'],
          ['신촌로', 'Sinchon-ro'],
          ['와우산로', 'Wausan-ro'],
          ['성미산로', 'Seongmisan-ro'],
        ],
        stations: [
          ['2호선', '홍대입구', 'Hongik Univ.'],
          ['공항철도', '홍대입구', 'Hongik Univ.'],
          ['경의중앙선', '홍대입구', 'Hongik Univ.'],
          ['2호선', '합정', 'Hapjeong'],
          ['6호선', '합정', 'Hapjeong'],
          ['6호선', '망원', 'Mangwon'],
          ['6호선', '마포구청', 'Mapo-gu Office'],
          ['5호선', '공덕', 'Gongdeok'],
          ['6호선', '공덕', 'Gongdeok'],
          ['5호선', '마포', 'Mapo'],
          ['6호선', '상수', 'Sangsu'],
          ['2호선', '신촌', 'Sinchon'],
          ['2호선', '아현', 'Ahyeon'],
          ['6호선', '디지털미디어시티', 'Digital Media City'],
          ['6호선', '광흥창', 'Gwangheungchang'],
        ],
      },
      {
        ko: '종로구',
        en: 'Jongno-gu',
        count: 6,
        roads: [
          ['종로', 'Jong-ro'],
          ['율곡로', 'Yulgok-ro'],
          ['대학로', 'Daehak-ro'],
          ['자하문로', 'Jahamun-ro'],
          ['새문안로', 'Saemunan-ro'],
          ['창경궁로', 'Changgyeonggung-ro'],
        ],
        stations: [
          ['1호선', '종각', 'Jonggak'],
          ['1호선', '종로3가', 'Jongno 3-ga'],
          ['3호선', '종로3가', 'Jongno 3-ga'],
          ['5호선', '종로3가', 'Jongno 3-ga'],
          ['1호선', '종로5가', 'Jongno 5-ga'],
          ['1호선', '동대문', 'Dongdaemun'],
          ['4호선', '동대문', 'Dongdaemun'],
          ['5호선', '광화문', 'Gwanghwamun'],
          ['3호선', '안국', 'Anguk'],
          ['3호선', '경복궁', 'Gyeongbokgung'],
          ['4호선', '혜화', 'Hyehwa'],
          ['6호선', '창신', 'Changsin'],
          ['6호선', '동묘앞', 'Dongmyo'],
        ],
      },
      {
        ko: '영등포구',
        en: 'Yeongdeungpo-gu',
        count: 6,
        roads: [
          ['여의대로', 'Yeoui-daero'],
          ['영등포로', 'Yeongdeungpo-ro'],
          ['당산로', 'Dangsan-ro'],
          ['국회대로', 'Gukhoe-daero'],
          ['도림로', 'Dorim-ro'],
          ['문래로', 'Mullae-ro'],
          ['경인로', 'Gyeongin-ro'],
        ],
        stations: [
          ['1호선', '영등포', 'Yeongdeungpo'],
          ['2호선', '영등포구청', 'Yeongdeungpo-gu Office'],
          ['5호선', '영등포구청', 'Yeongdeungpo-gu Office'],
          ['2호선', '당산', 'Dangsan'],
          ['9호선', '당산', 'Dangsan'],
          ['5호선', '여의도', 'Yeouido'],
          ['9호선', '여의도', 'Yeouido'],
          ['5호선', '여의나루', 'Yeouinaru'],
          ['2호선', '문래', 'Mullae'],
          ['1호선', '신길', 'Singil'],
          ['5호선', '신길', 'Singil'],
          ['9호선', '국회의사당', 'National Assembly'],
          ['5호선', '영등포시장', 'Yeongdeungpo Market'],
        ],
      },
      {
        ko: '관악구',
        en: 'Gwanak-gu',
        count: 5,
        roads: [
          ['관악로', 'Gwanak-ro'],
          ['남부순환로', 'Nambusunhwan-ro'],
          ['봉천로', 'Bongcheon-ro'],
          ['신림로', 'Sillim-ro'],
          ['난곡로', 'Nangok-ro'],
        ],
        stations: [
          ['2호선', '서울대입구', 'Seoul Nat’l Univ.'],
          ['2호선', '봉천', 'Bongcheon'],
          ['2호선', '신림', 'Sillim'],
          ['신림선', '신림', 'Sillim'],
          ['2호선', '낙성대', 'Nakseongdae'],
          ['신림선', '서원', 'Seowon'],
          ['신림선', '당곡', 'Danggok'],
          ['신림선', '관악산', 'Gwanaksan'],
        ],
      },
      {
        ko: '노원구',
        en: 'Nowon-gu',
        count: 6,
        roads: [
          ['동일로', 'Dongil-ro'],
          ['노해로', 'Nohae-ro'],
          ['상계로', 'Sanggye-ro'],
          ['한글비석로', 'Hangeulbiseok-ro'],
          ['공릉로', 'Gongneung-ro'],
          ['화랑로', 'Hwarang-ro'],
        ],
        stations: [
          ['4호선', '노원', 'Nowon'],
          ['7호선', '노원', 'Nowon'],
          ['4호선', '상계', 'Sanggye'],
          ['7호선', '중계', 'Junggye'],
          ['7호선', '하계', 'Hagye'],
          ['7호선', '공릉', 'Gongneung'],
          ['6호선', '태릉입구', 'Taereung'],
          ['7호선', '태릉입구', 'Taereung'],
          ['7호선', '마들', 'Madeul'],
          ['7호선', '수락산', 'Suraksan'],
          ['1호선', '월계', 'Wolgye'],
          ['1호선', '광운대', 'Kwangwoon Univ.'],
          ['6호선', '화랑대', 'Hwarangdae'],
        ],
      },
    ],
  },
  {
    ko: '경기도',
    en: 'Gyeonggi-do',
    areaCode: '031',
    subwayArea: '수도권',
    districts: [
      {
        ko: '성남시 분당구',
        en: 'Bundang-gu, Seongnam-si',
        count: 9,
        roads: [
          ['황새울로', 'Hwangsaeul-ro'],
          ['분당로', 'Bundang-ro'],
          ['판교역로', 'Pangyoyeok-ro'],
          ['정자일로', 'Jeongjail-ro'],
          ['성남대로', 'Seongnam-daero'],
          ['서현로', 'Seohyeon-ro'],
          ['대왕판교로', 'Daewangpangyo-ro'],
        ],
        stations: [
          ['수인분당선', '서현', 'Seohyeon'],
          ['신분당선', '정자', 'Jeongja'],
          ['수인분당선', '정자', 'Jeongja'],
          ['신분당선', '판교', 'Pangyo'],
          ['경강선', '판교', 'Pangyo'],
          ['신분당선', '미금', 'Migeum'],
          ['수인분당선', '미금', 'Migeum'],
          ['수인분당선', '수내', 'Sunae'],
          ['수인분당선', '야탑', 'Yatap'],
          ['수인분당선', '이매', 'Imae'],
          ['경강선', '이매', 'Imae'],
          ['수인분당선', '오리', 'Ori'],
        ],
      },
      {
        ko: '수원시 영통구',
        en: 'Yeongtong-gu, Suwon-si',
        count: 7,
        roads: [
          ['봉영로', 'Bongyeong-ro'],
          ['영통로', 'Yeongtong-ro'],
          ['매영로', 'Maeyeong-ro'],
          ['광교중앙로', 'Gwanggyojungang-ro'],
          ['덕영대로', 'Deogyeong-daero'],
          ['청명로', 'Cheongmyeong-ro'],
        ],
        stations: [
          ['수인분당선', '영통', 'Yeongtong'],
          ['수인분당선', '망포', 'Mangpo'],
          ['수인분당선', '청명', 'Cheongmyeong'],
          ['신분당선', '광교중앙', 'Gwanggyo Jungang'],
          ['신분당선', '광교', 'Gwanggyo'],
        ],
      },
      {
        ko: '고양시 일산동구',
        en: 'Ilsandong-gu, Goyang-si',
        count: 6,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['일산로', 'Ilsan-ro'],
          ['정발산로', 'Jeongbalsan-ro'],
          ['백마로', 'Baengma-ro'],
          ['강석로', 'Gangseok-ro'],
        ],
        stations: [
          ['3호선', '정발산', 'Jeongbalsan'],
          ['3호선', '마두', 'Madu'],
          ['3호선', '백석', 'Baekseok'],
          ['경의중앙선', '풍산', 'Pungsan'],
          ['경의중앙선', '백마', 'Baengma'],
        ],
      },
      {
        ko: '용인시 수지구',
        en: 'Suji-gu, Yongin-si',
        count: 6,
        roads: [
          ['풍덕천로', 'Pungdeokcheon-ro'],
          ['수지로', 'Suji-ro'],
          ['포은대로', 'Poeun-daero'],
          ['문정로', 'Munjeong-ro'],
          ['동천로', 'Dongcheon-ro'],
        ],
        stations: [
          ['신분당선', '수지구청', 'Suji-gu Office'],
          ['신분당선', '동천', 'Dongcheon'],
          ['신분당선', '성복', 'Seongbok'],
          ['신분당선', '상현', 'Sanghyeon'],
          ['수인분당선', '죽전', 'Jukjeon'],
        ],
      },
      {
        ko: '부천시',
        en: 'Bucheon-si',
        count: 6,
        roads: [
          ['길주로', 'Gilju-ro'],
          ['부일로', 'Buil-ro'],
          ['소사로', 'Sosa-ro'],
          ['송내대로', 'Songnae-daero'],
          ['중동로', 'Jungdong-ro'],
          ['경인로', 'Gyeongin-ro'],
        ],
        stations: [
          ['1호선', '부천', 'Bucheon'],
          ['1호선', '송내', 'Songnae'],
          ['1호선', '중동', 'Jung-dong'],
          ['1호선', '역곡', 'Yeokgok'],
          ['7호선', '부천시청', 'Bucheon City Hall'],
          ['7호선', '신중동', 'Sinjung-dong'],
          ['7호선', '상동', 'Sang-dong'],
          ['7호선', '춘의', 'Chunui'],
        ],
      },
      {
        ko: '안양시 동안구',
        en: 'Dongan-gu, Anyang-si',
        count: 6,
        roads: [
          ['시민대로', 'Simin-daero'],
          ['평촌대로', 'Pyeongchon-daero'],
          ['동안로', 'Dongan-ro'],
          ['관악대로', 'Gwanak-daero'],
          ['흥안대로', 'Heungan-daero'],
        ],
        stations: [
          ['4호선', '범계', 'Beomgye'],
          ['4호선', '평촌', 'Pyeongchon'],
          ['4호선', '인덕원', 'Indeogwon'],
        ],
      },
      {
        ko: '화성시',
        en: 'Hwaseong-si',
        count: 5,
        roads: [
          ['동탄대로', 'Dongtan-daero'],
          ['동탄순환대로', 'Dongtansunhwan-daero'],
          ['병점중앙로', 'Byeongjeomjungang-ro'],
          ['효행로', 'Hyohaeng-ro'],
        ],
        stations: [
          ['1호선', '병점', 'Byeongjeom'],
          ['1호선', '서동탄', 'Seodongtan'],
        ],
      },
      {
        ko: '남양주시',
        en: 'Namyangju-si',
        count: 5,
        roads: [
          ['경춘로', 'Gyeongchun-ro'],
          ['다산중앙로', 'Dasanjungang-ro'],
          ['별내중앙로', 'Byeollaejungang-ro'],
          ['와부읍 덕소로', 'Deokso-ro, Wabu-eup'],
        ],
        stations: [
          ['경의중앙선', '도농', 'Donong'],
          ['경의중앙선', '덕소', 'Deokso'],
          ['경춘선', '별내', 'Byeollae'],
          ['8호선', '별내', 'Byeollae'],
          ['경춘선', '평내호평', 'Pyeongnae-Hopyeong'],
          ['8호선', '다산', 'Dasan'],
        ],
      },
    ],
  },
  {
    ko: '인천광역시',
    en: 'Incheon',
    areaCode: '032',
    subwayArea: '수도권',
    districts: [
      {
        ko: '남동구',
        en: 'Namdong-gu',
        count: 5,
        roads: [
          ['인하로', 'Inha-ro'],
          ['남동대로', 'Namdong-daero'],
          ['예술로', 'Yesul-ro'],
          ['구월로', 'Guwol-ro'],
          ['호구포로', 'Hogupo-ro'],
        ],
        stations: [
          ['인천 1호선', '인천시청', 'Incheon City Hall'],
          ['인천 2호선', '인천시청', 'Incheon City Hall'],
          ['인천 1호선', '예술회관', 'Arts Center'],
          ['인천 1호선', '간석오거리', 'Ganseok Ogeori'],
          ['인천 2호선', '남동구청', 'Namdong-gu Office'],
          ['인천 2호선', '만수', 'Mansu'],
          ['수인분당선', '인천논현', 'Incheon Nonhyeon'],
          ['수인분당선', '호구포', 'Hogupo'],
        ],
      },
      {
        ko: '연수구',
        en: 'Yeonsu-gu',
        count: 4,
        roads: [
          ['컨벤시아대로', 'Convensia-daero'],
          ['센트럴로', 'Central-ro'],
          ['송도과학로', 'Songdogwahak-ro'],
          ['원인재로', 'Woninjae-ro'],
          ['경원대로', 'Gyeongwon-daero'],
        ],
        stations: [
          ['인천 1호선', '센트럴파크', 'Central Park'],
          ['인천 1호선', '인천대입구', 'Incheon Nat’l Univ.'],
          ['인천 1호선', '테크노파크', 'Technopark'],
          ['인천 1호선', '동막', 'Dongmak'],
          ['인천 1호선', '원인재', 'Woninjae'],
          ['수인분당선', '원인재', 'Woninjae'],
          ['수인분당선', '연수', 'Yeonsu'],
        ],
      },
      {
        ko: '부평구',
        en: 'Bupyeong-gu',
        count: 4,
        roads: [
          ['부평대로', 'Bupyeong-daero'],
          ['경원대로', 'Gyeongwon-daero'],
          ['부흥로', 'Buheung-ro'],
          ['굴포로', 'Gulpo-ro'],
          ['마장로', 'Majang-ro'],
        ],
        stations: [
          ['1호선', '부평', 'Bupyeong'],
          ['인천 1호선', '부평', 'Bupyeong'],
          ['인천 1호선', '부평구청', 'Bupyeong-gu Office'],
          ['7호선', '부평구청', 'Bupyeong-gu Office'],
          ['인천 1호선', '부평시장', 'Bupyeong Market'],
          ['1호선', '백운', 'Baegun'],
          ['7호선', '굴포천', 'Gulpocheon'],
          ['인천 1호선', '갈산', 'Galsan'],
        ],
      },
      {
        ko: '미추홀구',
        en: 'Michuhol-gu',
        count: 3,
        roads: [
          ['인하로', 'Inha-ro'],
          ['주안로', 'Juan-ro'],
          ['경인로', 'Gyeongin-ro'],
          ['석정로', 'Seokjeong-ro'],
        ],
        stations: [
          ['1호선', '주안', 'Juan'],
          ['인천 2호선', '주안', 'Juan'],
          ['1호선', '제물포', 'Jemulpo'],
          ['1호선', '도화', 'Dohwa'],
          ['수인분당선', '인하대', 'Inha Univ.'],
          ['수인분당선', '숭의', 'Sungui'],
        ],
      },
    ],
  },
  {
    ko: '부산광역시',
    en: 'Busan',
    areaCode: '051',
    subwayArea: '부산',
    districts: [
      {
        ko: '부산진구',
        en: 'Busanjin-gu',
        count: 6,
        roads: [
          ['중앙대로', 'Jungang-daero'],
          ['서면로', 'Seomyeon-ro'],
          ['가야대로', 'Gaya-daero'],
          ['전포대로', 'Jeonpo-daero'],
          ['동천로', 'Dongcheon-ro'],
          ['새싹로', 'Saessak-ro'],
        ],
        stations: [
          ['부산 1호선', '서면', 'Seomyeon'],
          ['부산 2호선', '서면', 'Seomyeon'],
          ['부산 1호선', '부전', 'Bujeon'],
          ['부산 1호선', '범내골', 'Beomnaegol'],
          ['부산 1호선', '양정', 'Yangjeong'],
          ['부산 2호선', '전포', 'Jeonpo'],
          ['부산 2호선', '부암', 'Buam'],
          ['부산 2호선', '가야', 'Gaya'],
          ['부산 2호선', '개금', 'Gaegeum'],
        ],
      },
      {
        ko: '해운대구',
        en: 'Haeundae-gu',
        count: 5,
        roads: [
          ['해운대로', 'Haeundae-ro'],
          ['센텀중앙로', 'Centumjungang-ro'],
          ['좌동순환로', 'Jwadongsunhwan-ro'],
          ['구남로', 'Gunam-ro'],
          ['달맞이길', 'Dalmaji-gil'],
        ],
        stations: [
          ['부산 2호선', '해운대', 'Haeundae'],
          ['부산 2호선', '중동', 'Jung-dong'],
          ['부산 2호선', '장산', 'Jangsan'],
          ['부산 2호선', '센텀시티', 'Centum City'],
          ['부산 2호선', '벡스코', 'BEXCO'],
          ['부산 2호선', '동백', 'Dongbaek'],
        ],
      },
      {
        ko: '동래구',
        en: 'Dongnae-gu',
        count: 4,
        roads: [
          ['충렬대로', 'Chungnyeol-daero'],
          ['명륜로', 'Myeongnyun-ro'],
          ['온천장로', 'Oncheonjang-ro'],
          ['사직로', 'Sajik-ro'],
          ['중앙대로', 'Jungang-daero'],
        ],
        stations: [
          ['부산 1호선', '동래', 'Dongnae'],
          ['부산 4호선', '동래', 'Dongnae'],
          ['부산 1호선', '명륜', 'Myeongnyun'],
          ['부산 1호선', '온천장', 'Oncheonjang'],
          ['부산 4호선', '수안', 'Suan'],
          ['부산 4호선', '낙민', 'Nangmin'],
          ['부산 4호선', '충렬사', 'Chungnyeolsa'],
          ['부산 3호선', '사직', 'Sajik'],
          ['부산 3호선', '미남', 'Minam'],
          ['부산 4호선', '미남', 'Minam'],
        ],
      },
      {
        ko: '남구',
        en: 'Nam-gu',
        count: 3,
        roads: [
          ['수영로', 'Suyeong-ro'],
          ['못골로', 'Motgol-ro'],
          ['황령대로', 'Hwangnyeong-daero'],
          ['용호로', 'Yongho-ro'],
        ],
        stations: [
          ['부산 2호선', '대연', 'Daeyeon'],
          ['부산 2호선', '경성대·부경대', 'Kyungsung Univ.·Pukyong Nat’l Univ.'],
          ['부산 2호선', '못골', 'Motgol'],
          ['부산 2호선', '지게골', 'Jigegol'],
          ['부산 2호선', '문현', 'Munhyeon'],
        ],
      },
      {
        ko: '연제구',
        en: 'Yeonje-gu',
        count: 3,
        roads: [
          ['중앙대로', 'Jungang-daero'],
          ['월드컵대로', 'Worldcup-daero'],
          ['연제로', 'Yeonje-ro'],
          ['과정로', 'Gwajeong-ro'],
        ],
        stations: [
          ['부산 1호선', '연산', 'Yeonsan'],
          ['부산 3호선', '연산', 'Yeonsan'],
          ['부산 1호선', '시청', 'City Hall'],
          ['부산 3호선', '거제', 'Geoje'],
          ['부산 3호선', '배산', 'Baesan'],
          ['부산 3호선', '물만골', 'Mulmangol'],
          ['동해선', '거제해맞이', 'Geojehaemaji'],
        ],
      },
      {
        ko: '사하구',
        en: 'Saha-gu',
        count: 3,
        roads: [
          ['낙동대로', 'Nakdong-daero'],
          ['다대로', 'Dadae-ro'],
          ['사하로', 'Saha-ro'],
          ['하신중앙로', 'Hasinjungang-ro'],
        ],
        stations: [
          ['부산 1호선', '하단', 'Hadan'],
          ['부산 1호선', '괴정', 'Goejeong'],
          ['부산 1호선', '당리', 'Dangni'],
          ['부산 1호선', '사하', 'Saha'],
          ['부산 1호선', '신평', 'Sinpyeong'],
        ],
      },
    ],
  },
  {
    ko: '대구광역시',
    en: 'Daegu',
    areaCode: '053',
    subwayArea: '대구',
    districts: [
      {
        ko: '중구',
        en: 'Jung-gu',
        count: 4,
        roads: [
          ['달구벌대로', 'Dalgubeol-daero'],
          ['국채보상로', 'Gukchaebosang-ro'],
          ['중앙대로', 'Jungang-daero'],
          ['동덕로', 'Dongdeok-ro'],
          ['명덕로', 'Myeongdeok-ro'],
        ],
        stations: [
          ['대구 1호선', '반월당', 'Banwoldang'],
          ['대구 2호선', '반월당', 'Banwoldang'],
          ['대구 1호선', '중앙로', 'Jungangno'],
          ['대구 1호선', '명덕', 'Myeongdeok'],
          ['대구 3호선', '명덕', 'Myeongdeok'],
          ['대구 2호선', '청라언덕', 'Cheongna Hill'],
          ['대구 3호선', '청라언덕', 'Cheongna Hill'],
          ['대구 2호선', '신남', 'Sinnam'],
          ['대구 3호선', '신남', 'Sinnam'],
          ['대구 2호선', '경대병원', 'Kyungpook Nat’l Univ. Hospital'],
          ['대구 3호선', '서문시장', 'Seomun Market'],
        ],
      },
      {
        ko: '수성구',
        en: 'Suseong-gu',
        count: 4,
        roads: [
          ['달구벌대로', 'Dalgubeol-daero'],
          ['동대구로', 'Dongdaegu-ro'],
          ['수성로', 'Suseong-ro'],
          ['들안로', 'Deuran-ro'],
          ['범어천로', 'Beomeocheon-ro'],
        ],
        stations: [
          ['대구 2호선', '범어', 'Beomeo'],
          ['대구 2호선', '수성구청', 'Suseong-gu Office'],
          ['대구 2호선', '만촌', 'Manchon'],
          ['대구 2호선', '담티', 'Damti'],
          ['대구 3호선', '수성못', 'Suseongmot'],
          ['대구 3호선', '황금', 'Hwanggeum'],
          ['대구 3호선', '어린이회관', 'Children’s Hall'],
          ['대구 3호선', '범물', 'Beommul'],
        ],
      },
      {
        ko: '달서구',
        en: 'Dalseo-gu',
        count: 4,
        roads: [
          ['달구벌대로', 'Dalgubeol-daero'],
          ['월배로', 'Wolbae-ro'],
          ['상화로', 'Sanghwa-ro'],
          ['진천로', 'Jincheon-ro'],
          ['와룡로', 'Waryong-ro'],
        ],
        stations: [
          ['대구 2호선', '두류', 'Duryu'],
          ['대구 2호선', '감삼', 'Gamsam'],
          ['대구 2호선', '죽전', 'Jukjeon'],
          ['대구 2호선', '용산', 'Yongsan'],
          ['대구 2호선', '이곡', 'Igok'],
          ['대구 1호선', '상인', 'Sangin'],
          ['대구 1호선', '월배', 'Wolbae'],
          ['대구 1호선', '진천', 'Jincheon'],
          ['대구 1호선', '송현', 'Songhyeon'],
          ['대구 1호선', '월촌', 'Wolchon'],
        ],
      },
      {
        ko: '북구',
        en: 'Buk-gu',
        count: 4,
        roads: [
          ['칠곡중앙대로', 'Chilgokjungang-daero'],
          ['침산로', 'Chimsan-ro'],
          ['옥산로', 'Oksan-ro'],
          ['대현로', 'Daehyeon-ro'],
          ['호국로', 'Hoguk-ro'],
        ],
        stations: [
          ['대구 3호선', '칠곡경대병원', 'Chilgok Kyungpook Nat’l Univ. Medical Center'],
          ['대구 3호선', '학정', 'Hakjeong'],
          ['대구 3호선', '태전', 'Taejeon'],
          ['대구 3호선', '구암', 'Guam'],
          ['대구 3호선', '팔달', 'Paldal'],
          ['대구 3호선', '매천', 'Maecheon'],
        ],
      },
    ],
  },
  {
    ko: '광주광역시',
    en: 'Gwangju',
    areaCode: '062',
    subwayArea: '광주',
    districts: [
      {
        ko: '동구',
        en: 'Dong-gu',
        count: 2,
        roads: [
          ['금남로', 'Geumnam-ro'],
          ['제봉로', 'Jebong-ro'],
          ['필문대로', 'Pilmun-daero'],
          ['남문로', 'Nammun-ro'],
        ],
        stations: [
          ['광주 1호선', '문화전당', 'Asia Culture Center'],
          ['광주 1호선', '금남로4가', 'Geumnamno 4-ga'],
          ['광주 1호선', '남광주', 'Namgwangju'],
          ['광주 1호선', '학동·증심사입구', 'Hakdong·Jeungsimsa'],
          ['광주 1호선', '소태', 'Sotae'],
        ],
      },
      {
        ko: '서구',
        en: 'Seo-gu',
        count: 4,
        roads: [
          ['상무중앙로', 'Sangmujungang-ro'],
          ['무진대로', 'Mujin-daero'],
          ['상무대로', 'Sangmu-daero'],
          ['화운로', 'Hwaun-ro'],
          ['치평로', 'Chipyeong-ro'],
        ],
        stations: [
          ['광주 1호선', '양동시장', 'Yangdong Market'],
          ['광주 1호선', '돌고개', 'Dolgogae'],
          ['광주 1호선', '농성', 'Nongseong'],
          ['광주 1호선', '화정', 'Hwajeong'],
          ['광주 1호선', '쌍촌', 'Ssangchon'],
          ['광주 1호선', '운천', 'Uncheon'],
          ['광주 1호선', '상무', 'Sangmu'],
          ['광주 1호선', '김대중컨벤션센터', 'Kim Dae-jung Convention Center'],
        ],
      },
      {
        ko: '북구',
        en: 'Buk-gu',
        count: 3,
        roads: [
          ['서암대로', 'Seoam-daero'],
          ['우치로', 'Uchi-ro'],
          ['설죽로', 'Seoljuk-ro'],
          ['용봉로', 'Yongbong-ro'],
        ],
      },
      {
        ko: '광산구',
        en: 'Gwangsan-gu',
        count: 3,
        roads: [
          ['송정로', 'Songjeong-ro'],
          ['상무대로', 'Sangmu-daero'],
          ['첨단중앙로', 'Cheomdanjungang-ro'],
          ['임방울대로', 'Imbangul-daero'],
        ],
        stations: [
          ['광주 1호선', '공항', 'Airport'],
          ['광주 1호선', '송정공원', 'Songjeong Park'],
          ['광주 1호선', '광주송정', 'Gwangju Songjeong'],
          ['광주 1호선', '도산', 'Dosan'],
          ['광주 1호선', '평동', 'Pyeong-dong'],
        ],
      },
    ],
  },
  {
    ko: '대전광역시',
    en: 'Daejeon',
    areaCode: '042',
    subwayArea: '대전',
    districts: [
      {
        ko: '동구',
        en: 'Dong-gu',
        count: 2,
        roads: [
          ['대전로', 'Daejeon-ro'],
          ['계족로', 'Gyejok-ro'],
          ['동서대로', 'Dongseo-daero'],
          ['우암로', 'Uam-ro'],
        ],
        stations: [
          ['대전 1호선', '판암', 'Panam'],
          ['대전 1호선', '신흥', 'Sinheung'],
          ['대전 1호선', '대동', 'Daedong'],
        ],
      },
      {
        ko: '중구',
        en: 'Jung-gu',
        count: 2,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['계백로', 'Gyebaek-ro'],
          ['대종로', 'Daejong-ro'],
          ['보문로', 'Bomun-ro'],
        ],
        stations: [
          ['대전 1호선', '중앙로', 'Jungangno'],
          ['대전 1호선', '중구청', 'Jung-gu Office'],
          ['대전 1호선', '서대전네거리', 'Seodaejeon Negeori'],
        ],
      },
      {
        ko: '서구',
        en: 'Seo-gu',
        count: 4,
        roads: [
          ['둔산로', 'Dunsan-ro'],
          ['계룡로', 'Gyeryong-ro'],
          ['한밭대로', 'Hanbat-daero'],
          ['대덕대로', 'Daedeok-daero'],
          ['문정로', 'Munjeong-ro'],
        ],
        stations: [
          ['대전 1호선', '오룡', 'Oryong'],
          ['대전 1호선', '용문', 'Yongmun'],
          ['대전 1호선', '탄방', 'Tanbang'],
          ['대전 1호선', '시청', 'City Hall'],
          ['대전 1호선', '정부청사', 'Government Complex'],
          ['대전 1호선', '갈마', 'Galma'],
          ['대전 1호선', '월평', 'Wolpyeong'],
        ],
      },
      {
        ko: '유성구',
        en: 'Yuseong-gu',
        count: 4,
        roads: [
          ['대학로', 'Daehak-ro'],
          ['온천로', 'Oncheon-ro'],
          ['노은동로', 'Noeundong-ro'],
          ['유성대로', 'Yuseong-daero'],
          ['계룡로', 'Gyeryong-ro'],
        ],
        stations: [
          ['대전 1호선', '갑천', 'Gapcheon'],
          ['대전 1호선', '유성온천', 'Yuseong Spa'],
          ['대전 1호선', '구암', 'Guam'],
          ['대전 1호선', '현충원', 'National Cemetery'],
          ['대전 1호선', '월드컵경기장', 'World Cup Stadium'],
          ['대전 1호선', '노은', 'Noeun'],
          ['대전 1호선', '지족', 'Jijok'],
          ['대전 1호선', '반석', 'Banseok'],
        ],
      },
    ],
  },
  {
    ko: '울산광역시',
    en: 'Ulsan',
    areaCode: '052',
    districts: [
      {
        ko: '남구',
        en: 'Nam-gu',
        count: 4,
        roads: [
          ['삼산로', 'Samsan-ro'],
          ['번영로', 'Beonyeong-ro'],
          ['돋질로', 'Dotjil-ro'],
          ['문수로', 'Munsu-ro'],
        ],
      },
      {
        ko: '중구',
        en: 'Jung-gu',
        count: 3,
        roads: [
          ['학성로', 'Hakseong-ro'],
          ['태화로', 'Taehwa-ro'],
          ['종가로', 'Jongga-ro'],
          ['번영로', 'Beonyeong-ro'],
        ],
      },
      {
        ko: '동구',
        en: 'Dong-gu',
        count: 2,
        roads: [
          ['방어진순환도로', 'Bangeojinsunhwan-doro'],
          ['봉수로', 'Bongsu-ro'],
          ['대학길', 'Daehak-gil'],
        ],
      },
      {
        ko: '북구',
        en: 'Buk-gu',
        count: 3,
        roads: [
          ['산업로', 'Saneop-ro'],
          ['화봉로', 'Hwabong-ro'],
          ['진장유통로', 'Jinjangyutong-ro'],
        ],
      },
    ],
  },
  {
    ko: '강원특별자치도',
    en: 'Gangwon State',
    areaCode: '033',
    districts: [
      {
        ko: '춘천시',
        en: 'Chuncheon-si',
        count: 4,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['퇴계로', 'Toegye-ro'],
          ['후석로', 'Huseok-ro'],
          ['영서로', 'Yeongseo-ro'],
        ],
      },
      {
        ko: '원주시',
        en: 'Wonju-si',
        count: 4,
        roads: [
          ['원일로', 'Wonil-ro'],
          ['단구로', 'Dangu-ro'],
          ['시청로', 'Sicheong-ro'],
          ['서원대로', 'Seowon-daero'],
        ],
      },
      {
        ko: '강릉시',
        en: 'Gangneung-si',
        count: 4,
        roads: [
          ['경강로', 'Gyeonggang-ro'],
          ['율곡로', 'Yulgok-ro'],
          ['하슬라로', 'Haseulla-ro'],
          ['강릉대로', 'Gangneung-daero'],
        ],
      },
    ],
  },
  {
    ko: '충청북도',
    en: 'Chungcheongbuk-do',
    areaCode: '043',
    districts: [
      {
        ko: '청주시 상당구',
        en: 'Sangdang-gu, Cheongju-si',
        count: 3,
        roads: [
          ['상당로', 'Sangdang-ro'],
          ['용암로', 'Yongam-ro'],
          ['단재로', 'Danjae-ro'],
        ],
      },
      {
        ko: '청주시 흥덕구',
        en: 'Heungdeok-gu, Cheongju-si',
        count: 4,
        roads: [
          ['직지대로', 'Jikji-daero'],
          ['가경로', 'Gagyeong-ro'],
          ['흥덕로', 'Heungdeok-ro'],
          ['강서로', 'Gangseo-ro'],
        ],
      },
      {
        ko: '충주시',
        en: 'Chungju-si',
        count: 3,
        roads: [
          ['충원대로', 'Chungwon-daero'],
          ['중원대로', 'Jungwon-daero'],
          ['국원대로', 'Gugwon-daero'],
          ['으뜸로', 'Eutteum-ro'],
        ],
      },
      {
        ko: '음성군',
        en: 'Eumseong-gun',
        count: 2,
        roads: [
          ['음성읍 음성로', 'Eumseong-ro, Eumseong-eup'],
          ['금왕읍 무극로', 'Mugeuk-ro, Geumwang-eup'],
        ],
      },
    ],
  },
  {
    ko: '충청남도',
    en: 'Chungcheongnam-do',
    areaCode: '041',
    districts: [
      {
        ko: '천안시 서북구',
        en: 'Seobuk-gu, Cheonan-si',
        count: 4,
        roads: [
          ['불당대로', 'Buldang-daero'],
          ['쌍용대로', 'Ssangyong-daero'],
          ['번영로', 'Beonyeong-ro'],
        ],
      },
      {
        ko: '천안시 동남구',
        en: 'Dongnam-gu, Cheonan-si',
        count: 3,
        roads: [
          ['충절로', 'Chungjeol-ro'],
          ['만남로', 'Mannam-ro'],
          ['대흥로', 'Daeheung-ro'],
        ],
      },
      {
        ko: '아산시',
        en: 'Asan-si',
        count: 3,
        roads: [
          ['번영로', 'Beonyeong-ro'],
          ['온천대로', 'Oncheon-daero'],
          ['시민로', 'Simin-ro'],
        ],
      },
      {
        ko: '공주시',
        en: 'Gongju-si',
        count: 2,
        roads: [
          ['웅진로', 'Ungjin-ro'],
          ['봉황로', 'Bonghwang-ro'],
        ],
      },
    ],
  },
  {
    ko: '전북특별자치도',
    en: 'Jeonbuk State',
    areaCode: '063',
    districts: [
      {
        ko: '전주시 완산구',
        en: 'Wansan-gu, Jeonju-si',
        count: 4,
        roads: [
          ['팔달로', 'Paldal-ro'],
          ['효자로', 'Hyoja-ro'],
          ['홍산로', 'Hongsan-ro'],
          ['서신로', 'Seosin-ro'],
        ],
      },
      {
        ko: '전주시 덕진구',
        en: 'Deokjin-gu, Jeonju-si',
        count: 3,
        roads: [
          ['기린대로', 'Girin-daero'],
          ['백제대로', 'Baekje-daero'],
          ['송천중앙로', 'Songcheonjungang-ro'],
        ],
      },
      {
        ko: '익산시',
        en: 'Iksan-si',
        count: 3,
        roads: [
          ['인북로', 'Inbuk-ro'],
          ['무왕로', 'Muwang-ro'],
          ['익산대로', 'Iksan-daero'],
        ],
      },
      {
        ko: '군산시',
        en: 'Gunsan-si',
        count: 2,
        roads: [
          ['수송로', 'Susong-ro'],
          ['조촌로', 'Jochon-ro'],
          ['대학로', 'Daehak-ro'],
        ],
      },
    ],
  },
  {
    ko: '전라남도',
    en: 'Jeollanam-do',
    areaCode: '061',
    districts: [
      {
        ko: '목포시',
        en: 'Mokpo-si',
        count: 3,
        roads: [
          ['영산로', 'Yeongsan-ro'],
          ['하당로', 'Hadang-ro'],
          ['백년대로', 'Baengnyeon-daero'],
        ],
      },
      {
        ko: '여수시',
        en: 'Yeosu-si',
        count: 3,
        roads: [
          ['여서로', 'Yeoseo-ro'],
          ['좌수영로', 'Jwasuyeong-ro'],
          ['망마로', 'Mangma-ro'],
        ],
      },
      {
        ko: '순천시',
        en: 'Suncheon-si',
        count: 3,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['장명로', 'Jangmyeong-ro'],
          ['팔마로', 'Palma-ro'],
        ],
      },
      {
        ko: '나주시',
        en: 'Naju-si',
        count: 3,
        roads: [
          ['빛가람로', 'Bitgaram-ro'],
          ['전력로', 'Jeollyeok-ro'],
          ['나주로', 'Naju-ro'],
        ],
      },
    ],
  },
  {
    ko: '경상북도',
    en: 'Gyeongsangbuk-do',
    areaCode: '054',
    districts: [
      {
        ko: '포항시 남구',
        en: 'Nam-gu, Pohang-si',
        count: 3,
        roads: [
          ['희망대로', 'Huimang-daero'],
          ['연일로', 'Yeonil-ro'],
          ['상공로', 'Sanggong-ro'],
        ],
      },
      {
        ko: '포항시 북구',
        en: 'Buk-gu, Pohang-si',
        count: 3,
        roads: [
          ['중흥로', 'Jungheung-ro'],
          ['삼호로', 'Samho-ro'],
          ['우현로', 'Uhyeon-ro'],
        ],
      },
      {
        ko: '구미시',
        en: 'Gumi-si',
        count: 4,
        roads: [
          ['송정대로', 'Songjeong-daero'],
          ['구미중앙로', 'Gumijungang-ro'],
          ['신시로', 'Sinsi-ro'],
        ],
      },
      {
        ko: '경주시',
        en: 'Gyeongju-si',
        count: 2,
        roads: [
          ['태종로', 'Taejong-ro'],
          ['원화로', 'Wonhwa-ro'],
          ['알천북로', 'Alcheonbuk-ro'],
        ],
      },
      {
        ko: '안동시',
        en: 'Andong-si',
        count: 2,
        roads: [
          ['경동로', 'Gyeongdong-ro'],
          ['서동문로', 'Seodongmun-ro'],
          ['강남로', 'Gangnam-ro'],
        ],
      },
    ],
  },
  {
    ko: '경상남도',
    en: 'Gyeongsangnam-do',
    areaCode: '055',
    districts: [
      {
        ko: '창원시 성산구',
        en: 'Seongsan-gu, Changwon-si',
        count: 4,
        roads: [
          ['중앙대로', 'Jungang-daero'],
          ['원이대로', 'Woni-daero'],
          ['창이대로', 'Changi-daero'],
          ['상남로', 'Sangnam-ro'],
        ],
      },
      {
        ko: '창원시 의창구',
        en: 'Uichang-gu, Changwon-si',
        count: 3,
        roads: [
          ['의창대로', 'Uichang-daero'],
          ['용지로', 'Yongji-ro'],
          ['원이대로', 'Woni-daero'],
        ],
      },
      {
        ko: '김해시',
        en: 'Gimhae-si',
        count: 4,
        roads: [
          ['김해대로', 'Gimhae-daero'],
          ['가야로', 'Gaya-ro'],
          ['내외중앙로', 'Naeoejungang-ro'],
          ['활천로', 'Hwalcheon-ro'],
        ],
      },
      {
        ko: '진주시',
        en: 'Jinju-si',
        count: 3,
        roads: [
          ['진주대로', 'Jinju-daero'],
          ['동진로', 'Dongjin-ro'],
          ['에나로', 'Ena-ro'],
        ],
      },
    ],
  },
  {
    // Jeju has only two administrative cities, so it is the one province with fewer than three districts.
    ko: '제주특별자치도',
    en: 'Jeju-do',
    areaCode: '064',
    districts: [
      {
        ko: '제주시',
        en: 'Jeju-si',
        count: 7,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['노형로', 'Nohyeong-ro'],
          ['연북로', 'Yeonbuk-ro'],
          ['삼무로', 'Sammu-ro'],
          ['연삼로', 'Yeonsam-ro'],
        ],
      },
      {
        ko: '서귀포시',
        en: 'Seogwipo-si',
        count: 3,
        roads: [
          ['중앙로', 'Jungang-ro'],
          ['일주동로', 'Iljudong-ro'],
          ['중정로', 'Jungjeong-ro'],
        ],
      },
    ],
  },
]

/** Common Korean pharmacy names with their romanised English names. */
const pharmacyNames: Array<[ko: string, en: string]> = [
  ['온누리약국', 'Onnuri Pharmacy'],
  ['튼튼약국', 'Teunteun Pharmacy'],
  ['건강한약국', 'Geonganghan Pharmacy'],
  ['새봄약국', 'Saebom Pharmacy'],
  ['보람약국', 'Boram Pharmacy'],
  ['제일약국', 'Jeil Pharmacy'],
  ['우리약국', 'Uri Pharmacy'],
  ['하나약국', 'Hana Pharmacy'],
  ['늘푸른약국', 'Neulpureun Pharmacy'],
  ['행복약국', 'Haengbok Pharmacy'],
  ['중앙약국', 'Jungang Pharmacy'],
  ['미소약국', 'Miso Pharmacy'],
  ['사랑약국', 'Sarang Pharmacy'],
  ['대학약국', 'Daehak Pharmacy'],
  ['소망약국', 'Somang Pharmacy'],
  ['참약국', 'Cham Pharmacy'],
  ['봄날약국', 'Bomnal Pharmacy'],
  ['으뜸약국', 'Eutteum Pharmacy'],
  ['정다운약국', 'Jeongdaun Pharmacy'],
  ['푸른약국', 'Pureun Pharmacy'],
  ['가족약국', 'Gajok Pharmacy'],
  ['현대약국', 'Hyundai Pharmacy'],
  ['한마음약국', 'Hanmaeum Pharmacy'],
  ['열린약국', 'Yeollin Pharmacy'],
  ['바른약국', 'Bareun Pharmacy'],
  ['다인약국', 'Dain Pharmacy'],
  ['365약국', '365 Pharmacy'],
  ['햇살약국', 'Haetsal Pharmacy'],
  ['해맑은약국', 'Haemalgeun Pharmacy'],
  ['성모약국', 'Seongmo Pharmacy'],
  ['초록약국', 'Chorok Pharmacy'],
  ['연세약국', 'Yonsei Pharmacy'],
]

const floors: Array<[ko: string, en: string]> = [
  ['1층', '1F'],
  ['1층', '1F'],
  ['1층', '1F'],
  ['2층', '2F'],
  ['지하 1층', 'B1'],
]

/** Own products stocked by partner pharmacies, in catalogue order. */
const pharmacyProductKeys = products.filter((p) => p.type === 'pb' && p.active && p.soldInPharmacies).map((p) => p.key)

/** mulberry32: a small, fast, seedable PRNG so the list is identical on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A pharmacy's place: its district's centre and up to about a kilometre away, from a generator of its own. */
function placeNear(district: string, rand: () => number): { latitude: number; longitude: number } {
  const centre = districtCentres[district]
  if (!centre) throw new Error(`seed: no centre for ${district}`)
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6
  return { latitude: round(centre[0] + (rand() - 0.5) * 0.02), longitude: round(centre[1] + (rand() - 0.5) * 0.024) }
}

function generate(): SeedPharmacy[] {
  const rand = mulberry32(20140301)
  // Apart from `rand`, so that the places leave every other generated value as it was.
  const placeRand = mulberry32(20261127)
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(rand() * list.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  const phones = new Set<string>()
  const out: SeedPharmacy[] = []

  for (const province of provinces) {
    for (const district of province.districts) {
      const usedNames = new Set<string>()
      for (let i = 0; i < district.count; i++) {
        const station = province.subwayArea && district.stations?.length && rand() < 0.62 ? pick(district.stations) : undefined

        // Name: a common name, sometimes prefixed with the nearby station; never repeated within a district.
        let name: [string, string] = pick(pharmacyNames)
        if (station && !station[1].includes('·') && station[1].length <= 4 && rand() < 0.35) {
          name = [`${station[1]}${name[0]}`, `${station[2]} ${name[1]}`]
        }
        while (usedNames.has(name[0])) name = pick(pharmacyNames)
        usedNames.add(name[0])

        const [roadKo, roadEn] = pick(district.roads)
        const number = int(1, 480)
        const floor = rand() < 0.75 ? pick(floors) : undefined
        const addressKo = `${province.ko} ${district.ko} ${roadKo} ${number}${floor ? `, ${floor[0]}` : ''}`
        const addressEn = `${floor ? `${floor[1]}, ` : ''}${number} ${roadEn}, ${district.en}, ${province.en}`

        let phone: string
        do {
          const fourDigitExchange = province.areaCode === '02' ? rand() < 0.8 : rand() < 0.5
          const exchange = `0${fourDigitExchange ? String(int(0, 999)).padStart(3, '0') : String(int(0, 99)).padStart(2, '0')}`
          phone = `${province.areaCode}-${exchange}-${String(int(0, 9999)).padStart(4, '0')}`
        } while (phones.has(phone))
        phones.add(phone)

        // 1–4 products; the Daily Postbiotic Stick, the best-seller, is stocked most often.
        const wanted = int(1, 4)
        const chosen = new Set<string>()
        const [bestSeller, ...others] = pharmacyProductKeys
        if (bestSeller && rand() < 0.7) chosen.add(bestSeller)
        while (chosen.size < wanted) chosen.add(pick(rand() < 0.2 && bestSeller ? [bestSeller] : others))
        const productKeys = pharmacyProductKeys.filter((key) => chosen.has(key))

        out.push({
          name: { 'ko-KR': name[0], 'en-US': name[1] },
          address: { 'ko-KR': addressKo, 'en-US': addressEn },
          phone,
          siNm: province.ko,
          sggNm: district.ko,
          ...(station ? { subwayArea: province.subwayArea, subwayLine: station[0], subwayName: station[1] } : {}),
          ...placeNear(`${province.ko} ${district.ko}`, placeRand),
          productKeys,
        })
      }
    }
  }
  return out
}

export const pharmacies: SeedPharmacy[] = generate()
